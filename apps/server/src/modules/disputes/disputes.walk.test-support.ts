import {
  acceptDispute,
  decideDispute,
  getDispute,
  listDisputes,
  submitDisputeEvidence,
} from '@paydesk/contracts/disputes/disputes.endpoints';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { disputes } from '../money/transactions.table';
import { insertTestTransaction } from '../transactions/transactions.test-support';

/**
 * The endpoint walk's part for disputes: an open dispute of Acme (Northwind) and one of Seaside
 * Travel (Blue Harbor). Only operators call these, so a caller's foreign dispute is the other
 * tenant's (platform staff see every tenant and are not walked for 404s).
 */
const walkId = (what: string) => demoId(`walk:disputes:${what}`);
const WALK_DISPUTES = {
  northwind: {
    payment: walkId('payment:acme'),
    chargeback: walkId('chargeback:acme'),
    dispute: walkId('dispute:acme'),
  },
  blueHarbor: {
    payment: walkId('payment:seaside'),
    chargeback: walkId('chargeback:seaside'),
    dispute: walkId('dispute:seaside'),
  },
} as const;

function foreignDispute(caller: WalkUser): string {
  return caller.tenantId === BLUE_HARBOR.id
    ? WALK_DISPUTES.northwind.dispute
    : WALK_DISPUTES.blueHarbor.dispute;
}

const byId: AnyEndpoint[] = [getDispute, submitDisputeEvidence, acceptDispute, decideDispute];

async function addDispute(
  db: Database,
  tenantId: string,
  merchantId: string,
  ids: (typeof WALK_DISPUTES)['northwind'],
) {
  await insertTestTransaction(db, {
    tenantId,
    merchantId,
    id: ids.payment,
    externalId: `WALK-DSP-${ids.payment.slice(0, 8)}`,
    hasOpenDispute: true,
  });
  await insertTestTransaction(db, {
    tenantId,
    merchantId,
    id: ids.chargeback,
    externalId: `WALK-CB-${ids.chargeback.slice(0, 8)}`,
    type: 'Chargeback',
    status: 'Pending',
    parentId: ids.payment,
    capturedAmount: 0,
  });
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx.insert(disputes).values({
      tenantId,
      id: ids.dispute,
      transactionId: ids.payment,
      chargebackId: ids.chargeback,
      merchantId,
      disputeCode: '10.4',
      amount: 10_000,
      currency: 'EUR',
    }),
  );
}

export const DISPUTES_WALK: ModuleWalk = {
  foreignIds: Object.fromEntries(
    byId.map((e) => [
      `${e.id}.id`,
      { kind: 'tenant-owned', foreignId: foreignDispute } satisfies ForeignIdRule,
    ]),
  ),
  // The sampler's query fails the schema (a random search text); an empty filter is a valid lookup.
  examples: { [listDisputes.id]: { query: { PageSize: '20' } } },
  addData: async (db) => {
    await addDispute(db, NORTHWIND.id, demoMerchant('acme').id, WALK_DISPUTES.northwind);
    await addDispute(db, BLUE_HARBOR.id, demoMerchant('seaside-travel').id, WALK_DISPUTES.blueHarbor);
  },
};
