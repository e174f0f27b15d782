import { describe, expect, it } from 'vitest';
import { ENTRIES, IDS } from '../testing/onboarding-fixtures';
import { MISSING_FEE, productsFeesTable } from './products-fees';

describe('products and fees table (spec §2)', () => {
  it('has one column per fee type across the products, ordered by name', () => {
    const table = productsFeesTable(ENTRIES);
    expect(table.columns.map((c) => c.feeTypeName)).toEqual([
      'Chargeback fee',
      'Fixed fee',
      'Transaction fee',
    ]);
    expect(table.columns.map((c) => c.feeTypeId)).toEqual([IDS.feeChargeback, IDS.feeFixed, IDS.feePercent]);
  });

  it('shows each fee to 2 decimals plus its symbol, and a slash where the product has no such fee', () => {
    const table = productsFeesTable(ENTRIES);
    expect(table.rows).toEqual([
      { productId: IDS.productCards, productName: 'Card payments', cells: ['/', '0,25 €', '1,40 %'] },
      { productId: IDS.productPayouts, productName: 'Payouts', cells: ['15,01 €', '1,00 €', '/'] },
    ]);
    expect(MISSING_FEE).toBe('/');
  });

  it('is empty without products', () => {
    expect(productsFeesTable([])).toEqual({ columns: [], rows: [] });
  });
});
