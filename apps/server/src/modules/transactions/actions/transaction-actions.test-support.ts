import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SYSTEM_SCOPE } from '../../../infra/tenancy/data-scope';
import { withScope } from '../../../infra/tenancy/with-scope';
import type { TestApp } from '../../../test/test-app';
import {
  accountingEntries,
  disputes,
  transactionAudit,
  transactionEvents,
  transactions,
} from '../../money/transactions.table';
import { insertTestTransaction, type TestTransaction } from '../transactions.test-support';

/** Helpers for the money-action tests: call an action as a user, and read what it wrote. */

export const CRM = '/api/crm/transactions';
export const MERCHANT = '/api/transactions';

export interface ActionCall {
  readonly method?: 'POST' | 'PUT';
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

export function actAs(t: TestApp, email: string, call: ActionCall): Promise<LightMyRequestResponse> {
  return t.requestAs(email, {
    method: call.method ?? 'POST',
    url: call.url,
    ...(call.body !== undefined ? { payload: call.body as object } : {}),
    headers: call.headers ?? {},
  });
}

/** A payment (default: live, captured 100.00 EUR of Acme) to act on. */
export async function addPayment(t: TestApp, overrides: TestTransaction = {}) {
  const row = await insertTestTransaction(t.database.db, overrides);
  return { ...row, id: row.id as string, tenantId: row.tenantId as string };
}

export async function readBack(t: TestApp, tenantId: string, id: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
    const [row] = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.tenantId, tenantId), eq(transactions.id, id)));
    const children = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.tenantId, tenantId), eq(transactions.parentId, id)));
    const events = await tx
      .select()
      .from(transactionEvents)
      .where(and(eq(transactionEvents.tenantId, tenantId), eq(transactionEvents.transactionId, id)));
    const audit = await tx
      .select()
      .from(transactionAudit)
      .where(and(eq(transactionAudit.tenantId, tenantId), eq(transactionAudit.transactionId, id)));
    const disputeRows = await tx
      .select()
      .from(disputes)
      .where(and(eq(disputes.tenantId, tenantId), eq(disputes.transactionId, id)));
    if (!row) throw new Error(`No transaction ${id}`);
    return { row, children, events, audit, disputes: disputeRows };
  });
}

export async function ledgerOf(t: TestApp, tenantId: string, transactionId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(accountingEntries)
      .where(
        and(eq(accountingEntries.tenantId, tenantId), eq(accountingEntries.transactionId, transactionId)),
      ),
  );
}
