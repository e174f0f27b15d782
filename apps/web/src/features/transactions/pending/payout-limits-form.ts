import {
  type PayoutLimits,
  PayoutLimitsRequest,
} from '@paydesk/contracts/payout-limits/payout-limits.schemas';
import { formatTypedAmount, parseTypedAmount } from '../../../lib/format/number-format';

/**
 * The payout limits dialog's rows: amounts typed in major units (a point or a comma for decimals),
 * read into minor units in the row's currency and checked with the same schema the server checks
 * (PayoutLimitsRequest: positive, at most the maximum, per payout not above per day, no currency
 * twice). An empty amount inherits the level above.
 */

export interface LimitRow {
  /** A stable React key for the row. */
  readonly key: string;
  readonly currency: string | null;
  readonly perPayout: string;
  readonly perDay: string;
}

export type RowField = 'currency' | 'perPayout' | 'perDay';

/** Messages by field, named as the server names them without `body.`: `limits.0.perDay`. */
export type LimitErrors = Readonly<Record<string, string>>;

export const fieldKey = (index: number, field: RowField) => `limits.${index}.${field}`;

let nextKey = 0;
export function emptyRow(): LimitRow {
  nextKey += 1;
  return { key: `row-${nextKey}`, currency: null, perPayout: '', perDay: '' };
}

/** The amount as the field shows it, as every amount field of the portal: '10000,00' (formatTypedAmount). */
function typed(minorUnits: number | null, decimals: number): string {
  return minorUnits === null ? '' : formatTypedAmount(minorUnits, decimals);
}

export function rowsOf(limits: PayoutLimits, decimalsOf: (currency: string) => number): LimitRow[] {
  return limits.limits.map((limit) => ({
    ...emptyRow(),
    currency: limit.currency,
    perPayout: typed(limit.perPayout, decimalsOf(limit.currency)),
    perDay: typed(limit.perDay, decimalsOf(limit.currency)),
  }));
}

export interface FormTexts {
  readonly currencyRequired: string;
  readonly amountFormat: (decimals: number) => string;
}

/** The request the rows make, or the messages of the fields that stop it. */
export function requestOf(
  rows: readonly LimitRow[],
  decimalsOf: (currency: string) => number,
  texts: FormTexts,
): { readonly body: PayoutLimitsRequest } | { readonly errors: LimitErrors } {
  const errors: Record<string, string> = {};
  const limits = rows.map((row, index) => {
    if (row.currency === null) errors[fieldKey(index, 'currency')] = texts.currencyRequired;
    const decimals = row.currency === null ? 2 : decimalsOf(row.currency);
    const amount = (field: 'perPayout' | 'perDay') => {
      const text = row[field].trim();
      if (text === '') return null;
      const units = parseTypedAmount(text, decimals);
      if (units === null) {
        errors[fieldKey(index, field)] = texts.amountFormat(decimals);
        return null;
      }
      return Number(units);
    };
    return { currency: row.currency ?? '', perPayout: amount('perPayout'), perDay: amount('perDay') };
  });
  const parsed = PayoutLimitsRequest.safeParse({ limits });
  if (parsed.success && Object.keys(errors).length === 0) return { body: parsed.data };
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
