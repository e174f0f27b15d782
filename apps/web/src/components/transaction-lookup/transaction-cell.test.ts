import '../../i18n/i18n';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeTransaction } from '../../test/fixtures/lookup-fixtures';
import { type CellContext, cellContent, payerOf } from './transaction-cell';

const t = i18n.t.bind(i18n);
const ctx = (area: CellContext['area']): CellContext => ({
  t,
  area,
  currencies: undefined,
  paymentMethodNames: new Map(),
  serviceProviderNames: new Map(),
});

describe('the customer column', () => {
  it('shows operators the merchant, and merchants the payer', () => {
    const row = makeTransaction({ merchantName: 'Acme Retail', customerName: 'Jane Doe' });
    expect(cellContent('merchantName', row, ctx('tenant'))).toBe('Acme Retail');
    expect(cellContent('merchantName', row, ctx('platform'))).toBe('Acme Retail');
    expect(cellContent('merchantName', row, ctx('merchant'))).toBe('Jane Doe');
  });

  it("names the payer by the customer's name, else the e-mail, else a dash", () => {
    expect(payerOf({ customerName: 'Jane Doe', customerEmail: 'jane@example.com' }, t)).toBe('Jane Doe');
    expect(payerOf({ customerName: null, customerEmail: 'jane@example.com' }, t)).toBe('jane@example.com');
    expect(payerOf({ customerName: '', customerEmail: null }, t)).toBe('—');
  });
});
