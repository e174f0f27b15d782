import type { ProposalDraft } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { AppError, type FieldMessage } from '../../infra/errors/app-error';
import type { EntrySnapshot } from './offers.repository';
import type { OnboardingContext, OnboardingMerchant } from './onboarding-access';
import { findFeeTypes, findPriceBook, priceBookEntriesOf } from './pricebooks.repository';

/**
 * The products of a proposal as the tenant wrote them, checked against the chosen price book and
 * kept as snapshots (names and symbols as they are now), in the book's order. The book must be the
 * merchant's tenant's (404 otherwise); a product not in it, an unknown fee type, or a product or fee
 * type listed twice is a 400 naming the field.
 */
export async function proposalEntries(
  context: OnboardingContext,
  merchant: OnboardingMerchant,
  draft: Pick<ProposalDraft, 'pricebookId' | 'proposalEntries'>,
): Promise<EntrySnapshot[]> {
  const book = await findPriceBook(context.tx, context.scope, draft.pricebookId, merchant.tenantId);
  if (!book) throw AppError.notFound('Price book');
  const bookEntries = await priceBookEntriesOf(context.tx, book);
  const position = new Map(bookEntries.map((entry, index) => [entry.productId, { entry, index }]));
  const feeTypes = await findFeeTypes(context.tx, [
    ...new Set(draft.proposalEntries.flatMap((entry) => entry.items.map((item) => item.feeTypeId))),
  ]);

  const problems: FieldMessage[] = [];
  const seenProducts = new Set<string>();
  const snapshots: (EntrySnapshot & { index: number })[] = [];
  draft.proposalEntries.forEach((input, i) => {
    const field = `body.proposalEntries.${i}`;
    const inBook = position.get(input.productId);
    if (seenProducts.has(input.productId)) {
      problems.push({ field: `${field}.productId`, message: 'This product is listed twice' });
    } else if (!inBook) {
      problems.push({ field: `${field}.productId`, message: 'Not a product of the chosen price book' });
    }
    seenProducts.add(input.productId);
    const seenFees = new Set<string>();
    const items: EntrySnapshot['items'][number][] = [];
    input.items.forEach((item, j) => {
      const feeType = feeTypes.get(item.feeTypeId);
      if (seenFees.has(item.feeTypeId)) {
        problems.push({ field: `${field}.items.${j}.feeTypeId`, message: 'This fee type is listed twice' });
      } else if (!feeType) {
        problems.push({ field: `${field}.items.${j}.feeTypeId`, message: 'Not a known fee type' });
      } else {
        items.push({ ...feeType, value: item.value });
      }
      seenFees.add(item.feeTypeId);
    });
    if (inBook) {
      snapshots.push({
        productId: input.productId,
        productName: inBook.entry.productName,
        sortOrder: inBook.index,
        index: inBook.index,
        items,
      });
    }
  });
  if (problems.length > 0) throw AppError.validation(problems);
  return snapshots.sort((a, b) => a.index - b.index).map(({ index: _, ...snapshot }) => snapshot);
}
