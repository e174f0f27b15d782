import {
  crmTransactionWebhooks,
  merchantTransactionWebhooks,
  platformTransactionWebhooks,
} from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.endpoints';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { foreignWalkTransaction } from '../transactions/maintenance/transaction-maintenance.walk.test-support';
import { WALK_TRANSACTIONS } from '../transactions/transactions-walk.test-support';
import { webhookDeliveries, webhookDeliveryAttempts } from './transaction-webhooks.table';

/**
 * The endpoint walk's rules, inputs and data for the webhook calls (wired in src/endpoints.test.ts):
 * the reading side's walk transactions and their events (transactions-walk.test-support.ts makes
 * one event per walk transaction under these ids). Acme has the demo seed's endpoint on
 * hooks.acme.example.test, a name that never resolves: a valid resend queues a delivery that the
 * background pass can only fail to resolve, so nothing leaves the machine. Each walk event also
 * has a delivery that was made once and failed, so the webhook lists (wh/, wh2/) and the
 * destinations' statistics have rows of two Northwind merchants and one of Blue Harbor.
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
  addData: addWalkDeliveries,
};

async function addWalkDeliveries(db: Database): Promise<void> {
  const owners = [
    { merchant: 'acme', tenantId: NORTHWIND.id, merchantId: demoMerchant('acme').id },
    { merchant: 'harbour', tenantId: NORTHWIND.id, merchantId: harbour },
    { merchant: 'seaside', tenantId: BLUE_HARBOR.id, merchantId: demoMerchant('seaside-travel').id },
  ] as const;
  const now = new Date();
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    for (const owner of owners) {
      const deliveryId = demoId(`walk:transaction-webhooks:delivery:${owner.merchant}`);
      const common = {
        tenantId: owner.tenantId,
        merchantId: owner.merchantId,
        transactionId: WALK_TRANSACTIONS[owner.merchant],
        url: `https://hooks.${owner.merchant}.example.test/paydesk`,
      };
      await tx.insert(webhookDeliveries).values({
        ...common,
        id: deliveryId,
        eventId: walkEvent(owner.merchant),
        state: 'Failed',
        attempt: 1,
        lastAttemptAt: now,
        responseStatus: 503,
        lastError: 'The endpoint answered 503',
        createdAt: now,
      });
      await tx.insert(webhookDeliveryAttempts).values({
        ...common,
        id: demoId(`walk:transaction-webhooks:attempt:${owner.merchant}`),
        deliveryId,
        attempt: 1,
        startedAt: now,
        durationMs: 12,
        responseStatus: 503,
        error: 'The endpoint answered 503',
        succeeded: false,
      });
    }
  });
}
