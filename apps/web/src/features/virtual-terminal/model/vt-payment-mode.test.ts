import { describe, expect, it } from 'vitest';
import { boardingMerchant, merchantAdmin, sandboxMerchant, tenantAdmin } from '../../../test/fixtures/users';
import { vtCardSummary, vtPaymentMode } from './vt-payment-mode';

describe('the mode a virtual-terminal payment is taken in (as the server decides it)', () => {
  it('is Live for a live merchant and for staff unless Test is chosen', () => {
    expect(vtPaymentMode(merchantAdmin, null)).toBe('Live');
    expect(vtPaymentMode(merchantAdmin, 'Live')).toBe('Live');
    expect(vtPaymentMode(merchantAdmin, 'Test')).toBe('Test');
    expect(vtPaymentMode(tenantAdmin, null)).toBe('Live');
  });

  it('is Test for a merchant in the sandbox or still boarding, whatever is stored', () => {
    expect(vtPaymentMode(sandboxMerchant, 'Live')).toBe('Test');
    expect(vtPaymentMode(boardingMerchant, null)).toBe('Test');
  });

  it('names a card by brand and last four digits only', () => {
    expect(vtCardSummary('5555 5555 5555 4444')).toEqual({ brand: 'Mastercard', lastFour: '4444' });
  });
});
