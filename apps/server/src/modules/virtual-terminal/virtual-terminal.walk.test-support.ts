import {
  crmVirtualTerminalPayment,
  merchantVirtualTerminalPayment,
} from '@paydesk/contracts/virtual-terminal/virtual-terminal.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';

/**
 * The endpoint walk's part for the virtual terminal: valid bodies (the sampler cannot make a card
 * number that passes Luhn, nor a future expiry). Their merchant and website ids exist nowhere, so
 * the walk's valid calls answer 404 and take no payment. No path parameters, so no foreign ids.
 */
function validPayment() {
  const now = new Date();
  return {
    websiteId: '00000000-0000-4000-8000-00000000f00d',
    amount: '12.50',
    currency: 'EUR',
    cardNumber: '4111111111111111',
    expiry: `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    cardholderName: 'Walk Cardholder',
    customerEmail: 'walk@example.test',
    orderReference: 'WALK-VT-1',
    captureMode: 'Sale',
  };
}

export const VIRTUAL_TERMINAL_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [crmVirtualTerminalPayment.id]: {
      body: { ...validPayment(), merchantId: '00000000-0000-4000-8000-00000000beef' },
    },
    [merchantVirtualTerminalPayment.id]: { body: validPayment() },
  },
  addData: async () => {},
};
