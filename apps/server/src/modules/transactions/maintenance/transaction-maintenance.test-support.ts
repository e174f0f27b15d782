import { randomUUID } from 'node:crypto';
import type { Database } from '../../../infra/db/database';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import { testWebsiteId } from '../transactions.test-support';
import { transactionRelationships, transactionRestrictions } from './transaction-maintenance.table';

/** Builders of the maintenance tests and walk: rows of a transaction made by insertTestTransaction. */
export interface OwnedTransaction {
  readonly tenantId: string;
  readonly id: string;
  readonly merchantId: string;
}

export async function addRelationship(
  db: Database,
  transaction: OwnedTransaction,
  overrides: Partial<typeof transactionRelationships.$inferInsert> = {},
) {
  const row: typeof transactionRelationships.$inferInsert = {
    tenantId: transaction.tenantId,
    id: randomUUID(),
    transactionId: transaction.id,
    merchantId: transaction.merchantId,
    websiteId: testWebsiteId(transaction.merchantId),
    externalOrganizationId: 'ORG-1',
    requestType: 'Allocation',
    allocatedBy: 'ops@northwind.test',
    ...overrides,
  };
  await withScope(db, SYSTEM_SCOPE, (tx) => tx.insert(transactionRelationships).values(row));
  return row;
}

export async function addRestriction(
  db: Database,
  transaction: OwnedTransaction,
  overrides: Partial<typeof transactionRestrictions.$inferInsert> = {},
) {
  const row: typeof transactionRestrictions.$inferInsert = {
    tenantId: transaction.tenantId,
    id: randomUUID(),
    transactionId: transaction.id,
    merchantId: transaction.merchantId,
    kind: 'Velocity',
    reason: 'More than 5 payments from this card within an hour',
    ...overrides,
  };
  await withScope(db, SYSTEM_SCOPE, (tx) => tx.insert(transactionRestrictions).values(row));
  return row;
}
