import { describe, expect, it } from 'vitest';
import { IDS, makeProposal, standardEntries } from '../testing/review-fixtures';
import {
  type ComposerValues,
  composerFromProposal,
  draftOf,
  EMPTY_COMPOSER,
  FIELD,
  feeText,
  fieldErrorsFromDetails,
  productChoices,
  validateComposer,
} from './composer-values';

const messages = {
  required: 'Enter a fee',
  notANumber: 'Enter a number',
  choosePriceBook: 'Choose a price book',
};

function filled(overrides: Partial<ComposerValues> = {}): ComposerValues {
  return {
    pricebookId: IDS.standardBook,
    fees: {
      boardingFee: '100',
      accountConfigurationFee: '0',
      bankAccountSetupFee: '0.5',
      monthlyMinimumFee: '10',
      gatewayMonthlyAccess: '1.2345',
    },
    products: productChoices(standardEntries),
    proposalBody: '<p>Hi</p>',
    ...overrides,
  };
}

describe('proposal composer values', () => {
  it('ticks every product of a book at its values, or a saved draft’s choices', () => {
    expect(productChoices(standardEntries)).toEqual({
      [IDS.cards]: { selected: true, items: { [IDS.transactionFee]: '1.4', [IDS.fixedFee]: '0.25' } },
      [IDS.openBanking]: { selected: true, items: { [IDS.fixedFee]: '0.2' } },
    });
    const { values, chosen } = composerFromProposal(makeProposal());
    expect(values.fees.bankAccountSetupFee).toBe('25.5');
    expect(productChoices(standardEntries, chosen)).toEqual({
      [IDS.cards]: { selected: true, items: { [IDS.transactionFee]: '1.1', [IDS.fixedFee]: '0.25' } },
      [IDS.openBanking]: { selected: false, items: { [IDS.fixedFee]: '0.2' } },
    });
    expect(feeText(0.1 + 0.2)).toBe('0.3');
  });

  it('makes the draft in the book’s order from the ticked products only', () => {
    const values = filled();
    const products = { ...values.products, [IDS.cards]: { ...values.products[IDS.cards]!, selected: false } };
    expect(draftOf({ ...values, products }, standardEntries)).toStrictEqual({
      pricebookId: IDS.standardBook,
      boardingFee: 100,
      accountConfigurationFee: 0,
      bankAccountSetupFee: 0.5,
      monthlyMinimumFee: 10,
      gatewayMonthlyAccess: 1.2345,
      proposalBody: '<p>Hi</p>',
      proposalEntries: [{ productId: IDS.openBanking, items: [{ feeTypeId: IDS.fixedFee, value: 0.2 }] }],
    });
    expect(validateComposer(values, standardEntries, messages)).toEqual({});
  });

  it('checks text first, then the contracts’ fee rules (not negative, at most 4 decimals)', () => {
    const values = filled({
      fees: {
        ...filled().fees,
        boardingFee: '',
        accountConfigurationFee: '-1',
        monthlyMinimumFee: '1.23456',
      },
    });
    const card = values.products[IDS.cards]!;
    const products = {
      ...values.products,
      [IDS.cards]: { ...card, items: { ...card.items, [IDS.fixedFee]: 'x' } },
    };
    expect(validateComposer({ ...values, products }, standardEntries, messages)).toEqual({
      [FIELD.fee('boardingFee')]: 'Enter a fee',
      [FIELD.fee('accountConfigurationFee')]: 'Cannot be negative',
      [FIELD.fee('monthlyMinimumFee')]: 'At most 4 decimals',
      [FIELD.productFee(IDS.cards, IDS.fixedFee)]: 'Enter a number',
    });
  });

  it('asks for a price book and at least one product', () => {
    const errors = validateComposer(EMPTY_COMPOSER, [], messages);
    expect(errors[FIELD.pricebookId]).toBe('Choose a price book');
    expect(errors[FIELD.products]).toBe('Choose at least one product');
    // An unticked product's fees are not checked.
    const values = filled();
    const products = { [IDS.cards]: { selected: false, items: { [IDS.transactionFee]: '' } } };
    expect(validateComposer({ ...values, products }, standardEntries, messages)).toEqual({
      [FIELD.products]: 'Choose at least one product',
    });
  });

  it('puts server messages on the fields of the draft that was sent', () => {
    const draft = draftOf(filled(), standardEntries);
    expect(
      fieldErrorsFromDetails(
        [
          { field: 'proposalEntries.1.items.0.value', message: 'Too high' },
          { field: 'proposalEntries.0.productId', message: 'Not in this price book' },
          { field: 'boardingFee', message: 'Too low' },
          { field: 'pricebookId', message: 'Unknown price book' },
          { field: 'somethingElse', message: 'Odd' },
        ],
        draft,
      ),
    ).toEqual({
      [FIELD.productFee(IDS.openBanking, IDS.fixedFee)]: 'Too high',
      [FIELD.products]: 'Not in this price book',
      [FIELD.fee('boardingFee')]: 'Too low',
      [FIELD.pricebookId]: 'Unknown price book',
      [FIELD.form]: 'Odd',
    });
  });
});
