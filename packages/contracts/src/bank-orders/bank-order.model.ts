import { MAX_DOCUMENT_SIZE } from '../files/file-rules';

/**
 * Bank-order uploads (spec §3 "Bank-order upload is multipart with bankName, accountNumber and
 * csvFile"): a CSV file of payment orders that the tenant wants its bank to pay from one account.
 */

/** The multipart fields of the upload. */
export const BANK_ORDER_FIELDS = {
  bankName: 'bankName',
  accountNumber: 'accountNumber',
  csvFile: 'csvFile',
} as const;

/** The CSV's header, in this order (docs/apm-and-bank-orders.md). */
export const BANK_ORDER_COLUMNS = [
  'beneficiary_name',
  'beneficiary_iban',
  'amount',
  'currency',
  'reference',
] as const;
export type BankOrderColumn = (typeof BANK_ORDER_COLUMNS)[number];

export const BANK_ORDER_LIMITS = {
  /** A file is at most the spec §9 document size. */
  maxFileSize: MAX_DOCUMENT_SIZE,
  maxRows: 5000,
  /** SEPA's limits: a name of 70 characters, a reference (end-to-end id) of 35. */
  maxNameLength: 70,
  maxReferenceLength: 35,
  maxBankNameLength: 100,
  /** Row errors listed in one answer; the rest are counted. */
  maxReportedErrors: 50,
} as const;

/**
 * An uploaded order is Received: Paydesk keeps it and shows it. Sending it to the bank needs a bank
 * connection, which this version does not have (the portal says so), so no other status exists yet.
 */
export const BANK_ORDER_STATUSES = ['Received'] as const;
export type BankOrderStatus = (typeof BANK_ORDER_STATUSES)[number];

/** "****1234": only the last four characters of an account number are shown. */
export function maskAccountNumber(accountNumber: string): string {
  const compact = accountNumber.replace(/\s+/g, '');
  if (compact.length <= 4) return '****';
  return `****${compact.slice(-4)}`;
}

/** IBAN lengths of the SEPA countries (ISO 13616 registry); other countries: 15 to 34. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN without spaces, upper case. */
export function normaliseIban(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why an IBAN (normalised) is not valid, or null: the form, the country's length, and the ISO 7064
 * mod 97 check (the check digits catch a mistyped or swapped digit before a bank refuses it).
 */
export function ibanProblem(iban: string): string | null {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) {
    return 'Not an IBAN: two letters, two check digits, then 11 to 30 letters or digits';
  }
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) {
    return `An IBAN of ${iban.slice(0, 2)} has ${expected} characters, not ${iban.length}`;
  }
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? null : 'The IBAN check digits do not match: check the number';
}
