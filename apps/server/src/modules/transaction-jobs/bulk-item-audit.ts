import { and, eq } from 'drizzle-orm';
import { auditWho } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { moneyRefusalEvent, transactions, transactionsInScope } from '../money';
import type { ItemOutcome } from './bulk-job-item';
import type { JobRequester } from './job-requester';
import type { TransactionJobItemRecord, TransactionJobRecord } from './transaction-jobs.table';

/**
 * A bulk job's item the state machine refused (denied) or that failed on the way (failed), recorded
 * in the audit trail as a refused single action is, in the batch's transaction that marks the item:
 * the mark and its record commit together, and the item's own writes were rolled back to its
 * savepoint. The requester is the actor; the job and item stand in for the request. An item that
 * names no one transaction (not found, or an external id several share) is not recorded: there is
 * no transaction of theirs it was refused on, as for a 404.
 */
export async function recordRefusedItem(
  tx: ScopedTx,
  requester: JobRequester,
  job: TransactionJobRecord,
  item: TransactionJobItemRecord,
  result: ItemOutcome,
): Promise<void> {
  if ((result.outcome !== 'Refused' && result.outcome !== 'Failed') || !result.transactionId) return;
  const [row] = await tx
    .select({ tenantId: transactions.tenantId, merchantId: transactions.merchantId })
    .from(transactions)
    .where(and(eq(transactions.id, result.transactionId), transactionsInScope(requester.scope)))
    .limit(1);
  if (!row) return;
  const refused = result.outcome === 'Refused';
  await recordAudit(
    tx,
    moneyRefusalEvent({
      tenantId: row.tenantId,
      merchantId: row.merchantId,
      who: auditWho(requester.actor, { ip: null, userAgent: null, requestId: `${job.id}:${item.position}` }),
      // What the item's success records: a bulk update is a status change, a bulk action its action.
      action: job.kind === 'BulkUpdate' ? 'statusChange' : job.action,
      resourceType: 'transaction',
      resourceId: result.transactionId,
      outcome: refused ? 'denied' : 'failed',
      reason: result.message ?? '',
      code: refused ? 'ACTION_REFUSED' : 'ITEM_FAILED',
      details: { jobId: job.id, jobKind: job.kind, position: item.position },
    }),
  );
}
