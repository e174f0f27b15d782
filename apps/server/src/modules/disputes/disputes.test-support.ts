import { and, eq } from 'drizzle-orm';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import type { TestApp } from '../../test/test-app';
import { disputes } from '../money/transactions.table';
import { actAs, addPayment, CRM } from '../transactions/actions/transaction-actions.test-support';
import type { TestTransaction } from '../transactions/transactions.test-support';
import { disputeHistory } from './disputes.table';

/** Helpers for the dispute tests: a captured payment with a dispute opened through the real action. */

export const DISPUTES = '/api/dispute/disputes';

export async function openDispute(
  t: TestApp,
  email: string,
  options: { payment?: TestTransaction; amount?: number; disputeCode?: string; reason?: string } = {},
) {
  const payment = await addPayment(t, options.payment ?? {});
  const response = await actAs(t, email, {
    url: `${CRM}/${payment.id}/dispute`,
    body: {
      disputeCode: options.disputeCode ?? '10.4',
      ...(options.amount ? { amount: options.amount } : {}),
      ...(options.reason ? { reason: options.reason } : {}),
    },
    headers: payment.mode === 'Test' ? { mode: 'Test' } : {},
  });
  if (response.statusCode !== 200)
    throw new Error(`dispute action answered ${response.statusCode}: ${response.body}`);
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(disputes)
      .where(and(eq(disputes.tenantId, payment.tenantId), eq(disputes.transactionId, payment.id))),
  );
  if (!row) throw new Error('The dispute action opened no dispute');
  return { payment, dispute: row };
}

export async function historyOf(t: TestApp, tenantId: string, disputeId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(disputeHistory)
      .where(and(eq(disputeHistory.tenantId, tenantId), eq(disputeHistory.disputeId, disputeId))),
  );
}
