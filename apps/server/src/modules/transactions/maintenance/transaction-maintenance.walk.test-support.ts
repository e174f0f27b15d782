import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import {
  crmTransactionMaintenance,
  exportReportV3,
  merchantTransactionMaintenance,
} from '@paydesk/contracts/transactions/transaction-maintenance.endpoints';
import { BLUE_HARBOR, demoMerchant } from '../../../seed/demo-data';
import { demoId } from '../../../seed/demo-ids';
import type { ExampleInput, ForeignIdRule, ModuleWalk, WalkUser } from '../../../test/endpoint-walk';
import { shapeOf } from '../../../test/zod-samples';
import { WALK_TRANSACTIONS } from '../transactions-walk.test-support';

/**
 * The endpoint walk's rules, inputs and data for the maintenance calls (wired in
 * src/endpoints.test.ts). Their transactions are the reading side's walk rows
 * (transactions-walk.test-support.ts): Acme's as the valid input, the one the caller cannot see as
 * the foreign id. The valid changes answer 404 or 409 (no relationship, no restriction), which is
 * an answer, never a crash.
 */
const acme = demoMerchant('acme').id;
const harbour = demoMerchant('harbour-coffee').id;

export function foreignWalkTransaction(caller: WalkUser): string {
  if (caller.tenantId === BLUE_HARBOR.id) return WALK_TRANSACTIONS.acme;
  return caller.audience === 'customer' && caller.merchantId !== harbour
    ? WALK_TRANSACTIONS.harbour
    : WALK_TRANSACTIONS.seaside;
}

const calls: AnyEndpoint[] = [
  ...Object.values(crmTransactionMaintenance),
  ...Object.values(merchantTransactionMaintenance),
];
const withId = calls.filter((e) => 'id' in (shapeOf(e.params) ?? {}));

const examples: Record<string, ExampleInput> = {
  ...Object.fromEntries(withId.map((e) => [e.id, { params: { id: WALK_TRANSACTIONS.acme } }])),
  [crmTransactionMaintenance.resetRestriction.id]: {
    params: { id: WALK_TRANSACTIONS.acme },
    query: { organizationId: acme },
  },
  [crmTransactionMaintenance.updateBinData.id]: {
    params: { id: WALK_TRANSACTIONS.acme },
    body: { brand: 'Visa', issuer: 'Walk Bank', country: 'GB', cardType: 'Credit', cardLevel: 'Classic' },
  },
  ...Object.fromEntries(
    [crmTransactionMaintenance.deallocate, merchantTransactionMaintenance.deallocate].map((e) => [
      e.id,
      { body: { relationshipIds: [demoId('walk:relationship:none')], reason: 'Walk' } },
    ]),
  ),
  [exportReportV3.id]: { body: { reportId: 'transactions-lookup', columns: ['id', 'amount'] } },
};

export const TRANSACTION_MAINTENANCE_WALK: ModuleWalk = {
  foreignIds: Object.fromEntries(
    withId.map((e) => [
      `${e.id}.id`,
      { kind: 'tenant-owned', foreignId: foreignWalkTransaction } as ForeignIdRule,
    ]),
  ),
  examples,
  addData: async () => {},
};
