import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
  platformTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import { BLUE_HARBOR, demoMerchant } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { foreignWalkTransaction } from '../transactions/maintenance/transaction-maintenance.walk.test-support';
import { WALK_TRANSACTIONS } from '../transactions/transactions-walk.test-support';

/**
 * The endpoint walk's rules, inputs and data for the webhook calls (wired in src/endpoints.test.ts):
 * the reading side's walk transactions and their events (transactions-walk.test-support.ts makes
 * one event per walk transaction under these ids). Acme has the demo seed's endpoint on
 * hooks.acme.example.test, a name that never resolves: a valid resend queues a delivery that the
 * background pass can only fail to resolve, so nothing leaves the machine.
 */
const harbour = demoMerchant('harbour-coffee').id;
const walkEvent = (merchant: string) => demoId(`walk:transactions:event:${merchant}`);

function foreignEvent(caller: WalkUser): string {
  if (caller.tenantId === BLUE_HARBOR.id) return walkEvent('acme');
  return caller.audience === 'customer' && caller.merchantId !== harbour
    ? walkEvent('harbour')
    : walkEvent('seaside');
}

const foreignTransaction: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignWalkTransaction };
const foreignEventRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignEvent };

const examples: Record<string, ExampleInput> = {
  [crmTransactionWebhooks.webhooks.id]: { params: { id: WALK_TRANSACTIONS.acme } },
  [merchantTransactionWebhooks.webhooks.id]: { params: { id: WALK_TRANSACTIONS.acme } },
  [platformTransactionWebhooks.id]: { params: { id: WALK_TRANSACTIONS.seaside } },
  [crmTransactionWebhooks.resendWebhook.id]: { params: { eventId: walkEvent('acme') } },
  [merchantTransactionWebhooks.resendWebhook.id]: { params: { eventId: walkEvent('acme') } },
};

export const TRANSACTION_WEBHOOKS_WALK: ModuleWalk = {
  foreignIds: {
    [`${crmTransactionWebhooks.webhooks.id}.id`]: foreignTransaction,
    [`${merchantTransactionWebhooks.webhooks.id}.id`]: foreignTransaction,
    [`${platformTransactionWebhooks.id}.id`]: foreignTransaction,
    [`${crmTransactionWebhooks.resendWebhook.id}.eventId`]: foreignEventRule,
    [`${merchantTransactionWebhooks.resendWebhook.id}.eventId`]: foreignEventRule,
  },
  examples,
  addData: async () => {},
};
