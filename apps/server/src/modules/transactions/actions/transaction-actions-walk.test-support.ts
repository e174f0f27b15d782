import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import {
  changeTransactionStatus,
  crmTransactionActions,
  merchantTransactionActions,
} from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import { BLUE_HARBOR, demoMerchant } from '../../../seed/demo-data';
import type { ForeignIdRule, WalkUser } from '../../../test/endpoint-walk';
import { shapeOf } from '../../../test/zod-samples';
import { WALK_TRANSACTIONS } from '../transactions-walk.test-support';

/**
 * The endpoint walk's foreign ids for the money actions (endpoints.test.ts spreads this into its
 * FOREIGN_IDS): the walk's transactions of the reading side (transactions-walk.test-support.ts),
 * the one the caller cannot see: another tenant's for staff, another merchant's for a merchant user.
 * The walk's valid calls use sampled ids, which answer 404 without touching any transaction.
 */
const harbour = demoMerchant('harbour-coffee').id;

function foreignTransaction(caller: WalkUser): string {
  if (caller.tenantId === BLUE_HARBOR.id) return WALK_TRANSACTIONS.acme;
  return caller.audience === 'customer' && caller.merchantId !== harbour
    ? WALK_TRANSACTIONS.harbour
    : WALK_TRANSACTIONS.seaside;
}

const actionCalls: AnyEndpoint[] = [
  ...Object.values(crmTransactionActions),
  ...Object.values(merchantTransactionActions),
  changeTransactionStatus,
];

export const TRANSACTION_ACTIONS_FOREIGN_IDS: Record<string, ForeignIdRule> = Object.fromEntries(
  actionCalls
    .filter((e) => 'id' in (shapeOf(e.params) ?? {}))
    .map((e) => [`${e.id}.id`, { kind: 'tenant-owned', foreignId: foreignTransaction } as const]),
);
