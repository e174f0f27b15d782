import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * How long the trail keeps a row online: 13 months. PCI DSS v4 10.5.1 asks for at least 12 (the last
 * 3 immediately available); the table's trigger refuses to delete a row younger than 12 whatever
 * this says.
 */
export const AUDIT_RETENTION_MONTHS = 13;

/** The moment before which rows go: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number = AUDIT_RETENTION_MONTHS): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes the rows older than the cutoff, and answers how many. Only the oldest part of each chain
 * goes (rows below the first row that is kept), and never a chain's newest row, so what stays is one
 * unbroken run that the chain check walks from its first row's prev_hash, and the next row still
 * links to the last. Runs as the owner (paydesk_app may not delete) in a transaction that turns on
 * paydesk.audit_retention for itself: the one DELETE the append-only trigger lets through.
 */
export async function deleteExpiredAuditEvents(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = retentionCutoff(now).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('paydesk.audit_retention', 'on', true)`);
    const result = await tx.execute(sql`
      delete from audit_events e
       using (
         select tenant_id,
                coalesce(min(seq) filter (where occurred_at >= ${cutoff}::timestamptz), max(seq)) as first_kept
           from audit_events
          group by tenant_id
       ) k
       where e.tenant_id is not distinct from k.tenant_id
         and e.seq < k.first_kept
         and e.occurred_at < ${cutoff}::timestamptz
       returning e.id`);
    return (result as unknown as { rows: unknown[] }).rows.length;
  });
}
