import { describe, expect, it } from 'vitest';
import {
  builtInPayoutLimits,
  PayoutLimitsRequest,
  perDayLimitMessage,
  perPayoutLimitMessage,
} from './payout-limits.schemas';

describe('payout limits', () => {
  it('has a built-in default of 10,000 and 50,000 major units in every currency', () => {
    expect(builtInPayoutLimits(2)).toEqual({ perPayout: 1_000_000, perDay: 5_000_000 });
    expect(builtInPayoutLimits(0)).toEqual({ perPayout: 10_000, perDay: 50_000 });
    expect(builtInPayoutLimits(3)).toEqual({ perPayout: 10_000_000, perDay: 50_000_000 });
  });

  it("names the limit and what is left in the currency's decimal places", () => {
    expect(perPayoutLimitMessage(1_000_000, 'EUR', 2)).toBe(
      "This payout exceeds the merchant's limit of 10.000,00 EUR per payout",
    );
    expect(perDayLimitMessage(5_000_000, 1_200_000, 'EUR', 2)).toBe(
      "This payout exceeds the merchant's daily payout limit of 50.000,00 EUR (12.000,00 EUR left today)",
    );
    expect(perDayLimitMessage(50_000, -5, 'JPY', 0, '2026-11-26')).toBe(
      "This payout exceeds the merchant's daily payout limit of 50.000 JPY (0 JPY left on 2026-11-26)",
    );
    expect(perPayoutLimitMessage(1_234, 'BHD', 3)).toBe(
      "This payout exceeds the merchant's limit of 1,234 BHD per payout",
    );
  });

  it('refuses a limit per payout above the limit per day, and a currency twice', () => {
    const result = PayoutLimitsRequest.safeParse({
      limits: [
        { currency: 'EUR', perPayout: 2, perDay: 1 },
        { currency: 'EUR', perPayout: null, perDay: null },
      ],
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'limits.0.perPayout',
      'limits.1.currency',
    ]);
    expect(
      PayoutLimitsRequest.safeParse({ limits: [{ currency: 'EUR', perPayout: 5, perDay: null }] }).success,
    ).toBe(true);
  });
});
