import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type { PrecheckDraft } from '@paydesk/contracts/onboarding/precheck.schemas';
import { PrecheckFields } from '@paydesk/contracts/onboarding/precheck.schemas';
import {
  DEFAULT_DECIMAL_PLACES,
  formatTypedAmount,
  parseTypedAmount,
} from '../../../lib/format/number-format';

/** Every field of the pre-check form (contracts PrecheckFields), in the form's order. */
export type PrecheckFieldName = keyof typeof PrecheckFields.shape;
export const AMOUNT_FIELDS = ['expectedMonthlyVolume', 'averageTicket'] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];

/** What the inputs hold: text, '' for an empty field (amounts in major units, as typed: '25000,00'). */
export type PrecheckValues = Record<PrecheckFieldName, string>;

export const PRECHECK_FIELD_NAMES = Object.keys(PrecheckFields.shape) as PrecheckFieldName[];

const isAmount = (name: PrecheckFieldName): name is AmountField =>
  (AMOUNT_FIELDS as readonly string[]).includes(name);

/** Spec §9: a currency's decimalPlaces, or 2 when it is not (or no longer) in the active list. */
export function decimalsOf(code: string | undefined, currencies: readonly Currency[]): number {
  return currencies.find((c) => c.id === code)?.decimalPlaces ?? DEFAULT_DECIMAL_PLACES;
}

/** The saved form as the inputs show it. */
export function valuesOf(form: PrecheckDraft, currencies: readonly Currency[]): PrecheckValues {
  const decimals = decimalsOf(form.currency, currencies);
  const values = Object.fromEntries(PRECHECK_FIELD_NAMES.map((name) => [name, ''])) as PrecheckValues;
  for (const name of PRECHECK_FIELD_NAMES) {
    const value = form[name];
    if (value === undefined) continue;
    values[name] = typeof value === 'number' ? formatTypedAmount(value, decimals) : value;
  }
  return values;
}

export type AmountProblem = 'currencyFirst' | 'notAnAmount' | 'tooManyDecimals';

/**
 * The inputs as the draft the server takes: empty fields left out, amounts in integer minor units
 * of the chosen currency. An amount that cannot be converted is reported instead of being sent.
 */
export function draftOf(
  values: PrecheckValues,
  currencies: readonly Currency[],
): { input: Record<string, unknown>; amountProblems: Partial<Record<AmountField, AmountProblem>> } {
  const input: Record<string, unknown> = {};
  const amountProblems: Partial<Record<AmountField, AmountProblem>> = {};
  const decimals = decimalsOf(values.currency, currencies);
  for (const name of PRECHECK_FIELD_NAMES) {
    const text = values[name]?.trim() ?? '';
    if (!text) continue;
    if (!isAmount(name)) {
      input[name] = text;
      continue;
    }
    if (!values.currency) {
      amountProblems[name] = 'currencyFirst';
      continue;
    }
    const minor = parseTypedAmount(text, decimals);
    // Beyond the schema's maximum (10^15) the shared schema refuses it with its own message.
    if (minor !== null && minor >= 0n) input[name] = Number(minor);
    else amountProblems[name] = amountProblem(text, decimals);
  }
  return { input, amountProblems };
}

/** More decimals than any currency has: enough to tell "too precise" from "not an amount". */
const MAX_DECIMALS_READ = 12;

/** Why parseTypedAmount refused `text`: an amount with more decimals than the currency, or none at all. */
function amountProblem(text: string, decimals: number): 'notAnAmount' | 'tooManyDecimals' {
  const precise = parseTypedAmount(text, Math.max(decimals, MAX_DECIMALS_READ));
  return precise !== null && precise >= 0n ? 'tooManyDecimals' : 'notAnAmount';
}
