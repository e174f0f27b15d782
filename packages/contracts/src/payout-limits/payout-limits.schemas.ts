import { z } from 'zod';
import { formatMinorUnits } from '../validation/money-format';
import { TEXT_MAX, text } from '../validation/text';

/**
 * Payout limits (docs/transactions.md "Payout limits"; a Paydesk extension, the portal spec has no
 * call for them): how much a merchant may pay out per payout and per UTC day, per currency, in
 * minor units (Paydesk converts no currency for this). A limit row belongs to the tenant (its
 * default, merchantId null) or to one merchant (its override). A null field inherits: a merchant's
 * from the tenant's default for that currency, the tenant's from the built-in default.
 */

/** The built-in default, in major units of every currency, when neither tenant nor merchant set one. */
export const BUILT_IN_PAYOUT_LIMITS_MAJOR = { perPayout: 10_000, perDay: 50_000 } as const;

/** The largest limit accepted (minor units): far above any real one, and inside a JS safe integer. */
export const PAYOUT_LIMIT_MAX = 1_000_000_000_000_000;

export interface PayoutLimitAmounts {
  readonly perPayout: number;
  readonly perDay: number;
}

/** The built-in default in minor units of a currency with `decimals` places. */
export function builtInPayoutLimits(decimals: number): PayoutLimitAmounts {
  const scale = 10 ** decimals;
  return {
    perPayout: BUILT_IN_PAYOUT_LIMITS_MAJOR.perPayout * scale,
    perDay: BUILT_IN_PAYOUT_LIMITS_MAJOR.perDay * scale,
  };
}

export const PAYOUT_LIMIT_MESSAGES = {
  perPayout: "This payout exceeds the merchant's limit of {limit} per payout",
  perDay: "This payout exceeds the merchant's daily payout limit of {limit} ({left} left today)",
  perDayOn: "This payout exceeds the merchant's daily payout limit of {limit} ({left} left on {day})",
  amount: 'Enter an amount greater than zero',
  amountMaximum: 'The limit is too large',
  perPayoutAboveDay: 'The limit per payout cannot exceed the limit per day',
  currency: 'Choose a currency',
  currencyUnknown: 'This currency is not known',
  currencyTwice: 'This currency is listed twice',
  saved: 'Payout limits saved',
} as const;
const M = PAYOUT_LIMIT_MESSAGES;

const money = (minorUnits: number, currency: string, decimals: number) =>
  `${formatMinorUnits(minorUnits, decimals)} ${currency}`;

/** The 409 of a payout above the limit per payout: '… limit of 10.000,00 EUR per payout'. */
export function perPayoutLimitMessage(limit: number, currency: string, decimals: number): string {
  return M.perPayout.replace('{limit}', money(limit, currency, decimals));
}

/**
 * The 409 of a payout above the daily limit, with what is left that UTC day; `day` (YYYY-MM-DD)
 * names the day when it is not today (an approval of an earlier day's payout).
 */
export function perDayLimitMessage(
  limit: number,
  left: number,
  currency: string,
  decimals: number,
  day: string | null = null,
): string {
  return (day === null ? M.perDay : M.perDayOn.replace('{day}', day))
    .replace('{limit}', money(limit, currency, decimals))
    .replace('{left}', money(Math.max(0, left), currency, decimals));
}

const CurrencyCode = text(TEXT_MAX.code)
  .regex(/^[A-Z]{3}$/, M.currency)
  .describe('ISO 4217 code');
const LimitAmount = z
  .number(M.amount)
  .int(M.amount)
  .positive(M.amount)
  .max(PAYOUT_LIMIT_MAX, M.amountMaximum)
  .nullable()
  .describe('Minor units; null inherits the level above');

/** One currency's limits at one level; a null field inherits. */
export const PayoutLimit = z
  .object({ currency: CurrencyCode, perPayout: LimitAmount, perDay: LimitAmount })
  .superRefine((limit, ctx) => {
    if (limit.perPayout !== null && limit.perDay !== null && limit.perPayout > limit.perDay) {
      ctx.addIssue({ code: 'custom', path: ['perPayout'], message: M.perPayoutAboveDay });
    }
  });
export type PayoutLimit = z.infer<typeof PayoutLimit>;

/** A level's limits as a whole: PUT replaces them (a currency left out inherits again). */
export const PayoutLimitsRequest = z
  .object({ limits: z.array(PayoutLimit).max(200) })
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.limits.forEach((limit, index) => {
      if (seen.has(limit.currency)) {
        ctx.addIssue({ code: 'custom', path: ['limits', index, 'currency'], message: M.currencyTwice });
      }
      seen.add(limit.currency);
    });
  });
export type PayoutLimitsRequest = z.infer<typeof PayoutLimitsRequest>;

export const PayoutLimits = z.object({
  merchantId: z.uuid().nullable().describe("The merchant's override, or null for the tenant's default"),
  limits: z.array(
    z.object({
      currency: z.string(),
      perPayout: z.number().int().nullable(),
      perDay: z.number().int().nullable(),
    }),
  ),
});
export type PayoutLimits = z.infer<typeof PayoutLimits>;

export const MerchantIdParams = z.object({ merchantId: z.uuid() });
