import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardDigits,
  cardLengthFits,
  cvcLengthOf,
  decimalToMinorUnits,
  exceedsVtMaximum,
  formatVtMaximum,
  isExpired,
  parseExpiry,
  passesLuhn,
  recognisedBrandOf,
  vtMaximumMinorUnits,
} from './card-checks';
import {
  amountMaximumMessage,
  CrmVirtualTerminalRequest,
  unacceptedBrandMessage,
} from './virtual-terminal.schemas';

describe('card checks', () => {
  it('passes Luhn for the schemes’ test numbers and fails one digit off', () => {
    for (const pan of ['4111111111111111', '5555555555554444', '378282246310005', '6759649826438453']) {
      expect(passesLuhn(pan)).toBe(true);
    }
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111x1111111')).toBe(false);
  });

  it('tells the brand by its prefix, and its lengths and CVC', () => {
    expect(cardBrandOf('4111111111111111')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6759649826438453')).toBe('Maestro');
    expect(cardBrandOf('9111111111111111')).toBeNull();
    expect(cardLengthFits('American Express', '378282246310005')).toBe(true);
    expect(cardLengthFits('Visa', '41111111111111')).toBe(false);
    expect(cvcLengthOf('American Express')).toBe(4);
    expect(cvcLengthOf('Visa')).toBe(3);
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('takes only Maestro’s own ranges as Maestro', () => {
    for (const prefix of ['5018', '5020', '5038', '5893', '6304', '6759', '6761', '6762', '6763']) {
      expect(cardBrandOf(`${prefix}000000000000`), prefix).toBe('Maestro');
    }
    // The rest of 50 and 56–58, and 6 outside the ranges above, belong to no brand Paydesk knows.
    for (const prefix of ['5000', '5600', '5800', '6300', '6760', '6764', '6000', '6390']) {
      expect(recognisedBrandOf(`${prefix}000000000000`), prefix).toBeNull();
    }
  });

  it('recognises Discover (6011, 644–649, 65) and UnionPay (62) and never takes them', () => {
    for (const prefix of ['6011', '6440', '6449', '6490', '6500', '6599']) {
      expect(recognisedBrandOf(`${prefix}000000000000`), prefix).toBe('Discover');
      expect(cardBrandOf(`${prefix}000000000000`), prefix).toBeNull();
    }
    for (const prefix of ['6643', '6012', '6430']) {
      expect(recognisedBrandOf(`${prefix}000000000000`), prefix).not.toBe('Discover');
    }
    for (const prefix of ['6200', '6221', '6299']) {
      expect(recognisedBrandOf(`${prefix}000000000000`), prefix).toBe('UnionPay');
      expect(cardBrandOf(`${prefix}000000000000`), prefix).toBeNull();
    }
    expect(unacceptedBrandMessage('6011111111111117')).toBe(
      'Discover cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
    );
    expect(unacceptedBrandMessage('6200000000000005')).toBe(
      'UnionPay cards are not accepted: Visa, Mastercard, American Express and Maestro cards are',
    );
    expect(unacceptedBrandMessage('9111111111111111')).toBe(
      'Visa, Mastercard, American Express and Maestro cards are accepted',
    );
  });

  it('caps a payment at 1,000,000 major units, whatever the currency’s decimals', () => {
    expect(exceedsVtMaximum('1000000')).toBe(false);
    expect(exceedsVtMaximum('1000000.00')).toBe(false);
    expect(exceedsVtMaximum('0999999.99')).toBe(false);
    expect(exceedsVtMaximum('1000000.001')).toBe(true);
    expect(exceedsVtMaximum('1000001')).toBe(true);
    expect(exceedsVtMaximum('2000000')).toBe(true);
    expect(exceedsVtMaximum('99999999999.00')).toBe(true);
    expect(exceedsVtMaximum('9'.repeat(40))).toBe(true);
    expect(vtMaximumMinorUnits(2)).toBe(100_000_000);
    expect(vtMaximumMinorUnits(0)).toBe(1_000_000);
    expect(formatVtMaximum(2)).toBe('1.000.000,00');
    expect(formatVtMaximum(0)).toBe('1.000.000');
    expect(amountMaximumMessage('EUR', 2)).toBe('The amount cannot exceed 1.000.000,00 EUR');
    expect(amountMaximumMessage('KWD', 3)).toBe('The amount cannot exceed 1.000.000,000 KWD');
  });

  it('reads MM/YY and keeps a card valid to the end of its month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('7/29')).toBeNull();
    expect(parseExpiry('13/29')).toBeNull();
    const now = new Date('2026-11-26T12:00:00Z');
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('turns a decimal into minor units of the currency without a float', () => {
    expect(decimalToMinorUnits('12.50', 2)).toBe(1250);
    expect(decimalToMinorUnits('12.5', 2)).toBe(1250);
    expect(decimalToMinorUnits('1500', 0)).toBe(1500);
    expect(decimalToMinorUnits('0.1', 3)).toBe(100);
    expect(decimalToMinorUnits('10.005', 2)).toBeNull();
    expect(decimalToMinorUnits('15.5', 0)).toBeNull();
    expect(decimalToMinorUnits('0.00', 2)).toBeNull();
    expect(decimalToMinorUnits('-1', 2)).toBeNull();
  });
});

describe('the request schema', () => {
  it('reports every card field with the other fields, each on its own path', () => {
    const parsed = CrmVirtualTerminalRequest.safeParse({
      merchantId: 'not-an-id',
      websiteId: '00000000-0000-4000-8000-000000000001',
      amount: '10.00',
      currency: 'EUR',
      cardNumber: '4111111111111112',
      expiry: '01/20',
      cvc: '1',
      cardholderName: 'A',
      customerEmail: 'nope',
      orderReference: 'ORDER-1',
      captureMode: 'Sale',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'merchantId: Choose a merchant',
        'cardNumber: Enter a valid card number',
        'expiry: The card has expired',
        'cvc: Enter the 3 or 4 digit security code',
        'customerEmail: Enter a valid e-mail address',
      ]),
    );
  });
});
