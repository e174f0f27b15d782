import type { OutboxMail } from '@paydesk/contracts/support/support.schemas';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { searchCondition } from '../../infra/db/text-search';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { mailOutbox } from './mail.table';

export interface OutboxQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly searchKey?: string;
}

/**
 * The outbox, newest first, searched on recipient and subject. Confidential mail (see queueMail)
 * shows its recipient and delivery state only. A platform scope sees all mail; one
 * narrowed to a tenant (the tenantId header) sees that tenant's mail only.
 */
export async function listOutbox(
  tx: ScopedTx,
  scope: DataScope,
  query: OutboxQuery,
): Promise<{ count: number; data: OutboxMail[] }> {
  const where = and(scopedTenantCondition(scope, mailOutbox.tenantId), searchOutbox(query.searchKey));
  const [total] = await tx.select({ n: count() }).from(mailOutbox).where(where);
  const rows = await tx
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return {
    count: total?.n ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      to: row.toAddress,
      isConfidential: !row.readableByPlatform,
      subject: row.readableByPlatform ? row.subject : null,
      bodyText: row.readableByPlatform ? row.bodyText : null,
      createdOn: row.createdAt.toISOString(),
      sentOn: row.sentAt?.toISOString() ?? null,
      status: row.status,
      error: row.error,
    })),
  };
}

/** A confidential mail is found by its recipient only: a search must not reveal its subject. */
function searchOutbox(searchKey: string | undefined): SQL | undefined {
  if (!searchKey?.trim()) return undefined;
  return or(
    searchCondition(searchKey, [mailOutbox.toAddress]),
    and(eq(mailOutbox.readableByPlatform, true), searchCondition(searchKey, [mailOutbox.subject])),
  );
}
