import { BOARDING_FEES, type BoardingFeeKey } from '@paydesk/contracts/onboarding/onboarding.model';
import { type Proposal, ProposalDraft } from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';

/**
 * The proposal composer's form: what the inputs hold (text, as typed) and how it becomes the
 * contracts' ProposalDraft. Every rule on the numbers is ProposalDraft's own (FeeValue: not negative,
 * at most 4 decimals); this module only adds what text needs first (something typed, a number).
 */

/** A product of the price book: ticked or not, and its fee per fee type id, as typed. */
export interface ProductChoice {
  readonly selected: boolean;
  readonly items: Readonly<Record<string, string>>;
}

export interface ComposerValues {
  readonly pricebookId: string;
  readonly fees: Readonly<Record<BoardingFeeKey, string>>;
  /** By product id. */
  readonly products: Readonly<Record<string, ProductChoice>>;
  readonly proposalBody: string;
}

/** Field names of the form, for its error messages. */
export const FIELD = {
  pricebookId: 'pricebookId',
  proposalBody: 'proposalBody',
  /** The product selection as a whole ('Choose at least one product'). */
  products: 'products',
  fee: (key: BoardingFeeKey) => `fees.${key}`,
  productFee: (productId: string, feeTypeId: string) => `products.${productId}.${feeTypeId}`,
  /** Anything the form has no field for. */
  form: 'form',
} as const;

export type FieldErrors = Readonly<Record<string, string>>;

const EMPTY_FEES = Object.fromEntries(BOARDING_FEES.map((fee) => [fee.key, ''])) as Record<
  BoardingFeeKey,
  string
>;

export const EMPTY_COMPOSER: ComposerValues = {
  pricebookId: '',
  fees: EMPTY_FEES,
  products: {},
  proposalBody: '',
};

/** A stored fee as the input shows it, without binary noise (0.1 + 0.2 shows as 0.3). */
export function feeText(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** The fee values a saved proposal chose, by product id and fee type id. */
export type ChosenFees = ReadonlyMap<string, ReadonlyMap<string, number>>;

/**
 * The price book's products as choices: with no earlier choice every product is ticked at the
 * book's values; a saved draft ticks its own products and keeps its own values.
 */
export function productChoices(
  entries: readonly PriceBookEntry[],
  chosen?: ChosenFees,
): Record<string, ProductChoice> {
  return Object.fromEntries(
    entries.map((entry) => {
      const picked = chosen?.get(entry.productId);
      const items = Object.fromEntries(
        entry.items.map((item) => [item.feeTypeId, feeText(picked?.get(item.feeTypeId) ?? item.value)]),
      );
      return [entry.productId, { selected: chosen ? picked !== undefined : true, items }];
    }),
  );
}

/** A saved draft's form values (its products are laid over the price book's once those load). */
export function composerFromProposal(proposal: Proposal): { values: ComposerValues; chosen: ChosenFees } {
  const fees = Object.fromEntries(BOARDING_FEES.map(({ key }) => [key, feeText(proposal[key])])) as Record<
    BoardingFeeKey,
    string
  >;
  const chosen = new Map(
    proposal.proposalEntries.map((entry) => [
      entry.productId,
      new Map(entry.items.map((item) => [item.feeTypeId, item.value])),
    ]),
  );
  return {
    values: { pricebookId: proposal.pricebookId, fees, products: {}, proposalBody: proposal.proposalBody },
    chosen,
  };
}

/** Typed text as a number; NaN when nothing (or no number) was typed, which the draft refuses. */
function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The draft the form describes, in the price book's product order, before any check. */
export function draftOf(values: ComposerValues, entries: readonly PriceBookEntry[]): ProposalDraft {
  const fees = Object.fromEntries(
    BOARDING_FEES.map(({ key }) => [key, numberOf(values.fees[key])]),
  ) as Record<BoardingFeeKey, number>;
  const proposalEntries = entries
    .filter((entry) => values.products[entry.productId]?.selected)
    .map((entry) => ({
      productId: entry.productId,
      items: entry.items.map((item) => ({
        feeTypeId: item.feeTypeId,
        value: numberOf(values.products[entry.productId]?.items[item.feeTypeId] ?? ''),
      })),
    }));
  return { pricebookId: values.pricebookId, ...fees, proposalBody: values.proposalBody, proposalEntries };
}

/** The form field a ProposalDraft path (a zod issue's, or a server 400 detail's) belongs to. */
export function fieldOfDraftPath(path: readonly PropertyKey[], draft: ProposalDraft): string {
  const [head, index, part, itemIndex] = path;
  if (BOARDING_FEES.some((fee) => fee.key === head)) return FIELD.fee(head as BoardingFeeKey);
  if (head === 'pricebookId') return FIELD.pricebookId;
  if (head === 'proposalBody') return FIELD.proposalBody;
  if (head !== 'proposalEntries') return FIELD.form;
  const entry = typeof index === 'number' ? draft.proposalEntries[index] : undefined;
  if (!entry) return FIELD.products;
  const item = part === 'items' && typeof itemIndex === 'number' ? entry.items[itemIndex] : undefined;
  return item ? FIELD.productFee(entry.productId, item.feeTypeId) : FIELD.products;
}

export interface ComposerMessages {
  readonly required: string;
  readonly notANumber: string;
  readonly choosePriceBook: string;
}

/** The first message per field, the text checks before the draft's own rules. */
export function validateComposer(
  values: ComposerValues,
  entries: readonly PriceBookEntry[],
  messages: ComposerMessages,
): FieldErrors {
  const errors: Record<string, string> = {};
  const add = (field: string, message: string) => {
    errors[field] ??= message;
  };
  const checkText = (field: string, text: string) => {
    if (text.trim() === '') add(field, messages.required);
    else if (Number.isNaN(Number(text.trim()))) add(field, messages.notANumber);
  };
  if (!values.pricebookId) add(FIELD.pricebookId, messages.choosePriceBook);
  for (const { key } of BOARDING_FEES) checkText(FIELD.fee(key), values.fees[key]);
  for (const entry of entries) {
    const choice = values.products[entry.productId];
    if (!choice?.selected) continue;
    for (const item of entry.items) {
      checkText(FIELD.productFee(entry.productId, item.feeTypeId), choice.items[item.feeTypeId] ?? '');
    }
  }
  const draft = draftOf(values, entries);
  const parsed = ProposalDraft.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) add(fieldOfDraftPath(issue.path, draft), issue.message);
  }
  return errors;
}

/**
 * A server 400's field messages (shared/server-field-errors: 'proposalEntries.0.items.1.value') on
 * the form's fields, read against the draft that was sent.
 */
export function fieldErrorsFromDetails(
  details: readonly { field: string; message: string }[],
  draft: ProposalDraft,
): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { field, message } of details) {
    const path = field
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    errors[fieldOfDraftPath(path, draft)] ??= message;
  }
  return errors;
}
