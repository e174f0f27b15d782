import {
  BANK_ORDER_COLUMNS,
  BANK_ORDER_LIMITS,
  type BankOrderColumn,
  ibanProblem,
  normaliseIban,
} from '@paydesk/contracts/bank-orders/bank-order.model';
import { readCsv } from './bank-order-csv';

/** One payment of an uploaded file, checked and in minor units. */
export interface OrderRow {
  readonly rowNumber: number;
  readonly beneficiaryName: string;
  readonly beneficiaryIban: string;
  readonly amount: number;
  readonly currency: string;
  readonly reference: string;
}

export interface RowError {
  /** The file's row (the header is row 1); 1 for a problem with the file as a whole. */
  readonly row: number;
  readonly column: BankOrderColumn | null;
  readonly message: string;
}

export type OrderCheck =
  | { readonly ok: true; readonly rows: OrderRow[] }
  | { readonly ok: false; readonly errors: RowError[] };

/** Decimal places by active currency code (the currencies table). */
export type KnownCurrencies = ReadonlyMap<string, number>;

// SEPA's character set for names and references, so the bank takes what Paydesk accepted.
const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]+$/;
const SEPA_NAME = /^[\p{L}\p{N}/\-?:().,'+& ]+$/u;
const MAX_MINOR_UNITS = 999_999_999_999;

/**
 * Checks an uploaded order file completely: the header, then every row (name, IBAN checksum, amount
 * with at most the currency's decimals and above zero, known currency, reference, references unique
 * in the file), listing every problem by row and column. A file is taken whole or not at all.
 */
export function checkOrderFile(text: string, currencies: KnownCurrencies): OrderCheck {
  const read = readCsv(text, BANK_ORDER_LIMITS.maxRows + 1);
  if (!read.ok) return { ok: false, errors: [{ row: read.line, column: null, message: read.message }] };
  const [header, ...records] = read.records;
  if (!header) return fileError('The file is empty: it needs a header row and at least one payment');
  const names = header.cells.map((c) => c.trim().toLowerCase());
  if (names.join(',') !== BANK_ORDER_COLUMNS.join(',')) {
    return fileError(`The first row must be the header ${BANK_ORDER_COLUMNS.join(',')}`);
  }
  if (records.length === 0) return fileError('The file has no payments: add rows under the header');
  if (records.length > BANK_ORDER_LIMITS.maxRows) {
    return fileError(`A file holds at most ${BANK_ORDER_LIMITS.maxRows} payments`);
  }

  const errors: RowError[] = [];
  const rows: OrderRow[] = [];
  const seenReferences = new Map<string, number>();
  for (const record of records) {
    const row = record.line;
    const problem = (column: BankOrderColumn | null, message: string) =>
      errors.push({ row, column, message });
    if (record.cells.length !== BANK_ORDER_COLUMNS.length) {
      problem(null, `Has ${record.cells.length} fields, the header has ${BANK_ORDER_COLUMNS.length}`);
      continue;
    }
    const [rawName, rawIban, rawAmount, rawCurrency, rawReference] = record.cells.map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const before = errors.length;

    if (!rawName) problem('beneficiary_name', 'The beneficiary name is missing');
    else if (rawName.length > BANK_ORDER_LIMITS.maxNameLength)
      problem('beneficiary_name', `At most ${BANK_ORDER_LIMITS.maxNameLength} characters`);
    else if (!SEPA_NAME.test(rawName))
      problem('beneficiary_name', "Letters, digits, spaces and / - ? : ( ) . , ' + & only");

    const iban = normaliseIban(rawIban);
    const ibanMessage = iban ? ibanProblem(iban) : 'The beneficiary IBAN is missing';
    if (ibanMessage) problem('beneficiary_iban', ibanMessage);

    const currency = rawCurrency.toUpperCase();
    const places = currencies.get(currency);
    if (!currency) problem('currency', 'The currency is missing');
    else if (!/^[A-Z]{3}$/.test(currency)) problem('currency', 'A three-letter currency code, e.g. EUR');
    else if (places === undefined) problem('currency', `${currency} is not a known currency`);

    // The amount's form is checked whatever the currency, so a bad currency never hides a bad
    // amount; only its decimals need the currency known.
    const amount = places === undefined ? amountFormProblem(rawAmount) : minorUnits(rawAmount, places);
    if (typeof amount === 'string') problem('amount', amount);

    if (!rawReference) problem('reference', 'The reference is missing');
    else if (rawReference.length > BANK_ORDER_LIMITS.maxReferenceLength)
      problem('reference', `At most ${BANK_ORDER_LIMITS.maxReferenceLength} characters`);
    else if (!SEPA_TEXT.test(rawReference))
      problem('reference', "Letters, digits, spaces and / - ? : ( ) . , ' + only");
    else {
      const first = seenReferences.get(rawReference);
      if (first !== undefined) problem('reference', `The same reference as row ${first}`);
      else seenReferences.set(rawReference, row);
    }

    if (errors.length === before && typeof amount === 'number') {
      rows.push({
        rowNumber: row,
        beneficiaryName: rawName,
        beneficiaryIban: iban,
        amount,
        currency,
        reference: rawReference,
      });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

function fileError(message: string): OrderCheck {
  return { ok: false, errors: [{ row: 1, column: null, message }] };
}

const AMOUNT_FORM = /^(\d{1,15})(?:\.(\d+))?$/;

/**
 * What is wrong with an amount's form, whatever its currency (null for digits with an optional dot
 * and decimals, no sign or thousands separator); its decimals and size need the currency known.
 */
export function amountFormProblem(raw: string): string | null {
  if (!raw) return 'The amount is missing';
  if (!AMOUNT_FORM.test(raw)) return 'Not an amount: digits with an optional decimal point, e.g. 1250.00';
  return null;
}

/**
 * "1234.5" with 2 places is 123450 minor units, by string arithmetic (never a float). A message
 * when it is not a positive decimal with at most `places` decimals (a dot, no thousands separator).
 */
export function minorUnits(raw: string, places: number): number | string {
  const formProblem = amountFormProblem(raw);
  if (formProblem) return formProblem;
  const [, whole, fraction = ''] = AMOUNT_FORM.exec(raw) ?? [];
  if (fraction.length > places) {
    return places === 0 ? 'This currency has no decimals' : `At most ${places} decimals for this currency`;
  }
  const minor = Number(whole! + fraction.padEnd(places, '0'));
  if (minor <= 0) return 'The amount must be more than zero';
  if (minor > MAX_MINOR_UNITS) return 'The amount is too large';
  return minor;
}

/** "Row 3, beneficiary_iban: …" (the header row's problems: "File: …"). */
export function rowMessage(error: RowError): string {
  const where = error.row <= 1 && error.column === null ? 'File' : `Row ${error.row}`;
  return error.column ? `${where}, ${error.column}: ${error.message}` : `${where}: ${error.message}`;
}
