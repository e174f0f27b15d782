import type {
  DisputePage,
  DisputeListQuery as QuerySchema,
} from '@paydesk/contracts/disputes/dispute.schemas';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../infra/auth/actor';
import type { DataScope } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { disputes, transactions } from '../money';
import { lookupMode } from '../transactions';
import { codesOfCategories } from './dispute-codes-index';
import { disputesInScope, selectDisputeRows, toDispute } from './dispute-rows';

type Query = z.output<typeof QuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The lookup's conditions: the scope (through the payment), one mode (the `systemMode` filter, else
 * the caller's; a Test caller sees only Test, like the transaction lookup), then the filters. Every
 * match is exact, so each one stays an index lookup.
 */
function lookupConditions(scope: DataScope, actor: Pick<Actor, 'mode'>, q: Query): SQL | undefined {
  const search = q.search?.trim();
  const categoryCodes = q.category?.length ? codesOfCategories(q.category) : null;
  return and(
    disputesInScope(scope),
    eq(transactions.mode, lookupMode(actor, q.systemMode)),
    q.tenantId ? eq(disputes.tenantId, q.tenantId) : undefined,
    q.status?.length ? inArray(disputes.status, q.status as ('Open' | 'Won' | 'Lost')[]) : undefined,
    // A category no scheme lists matches nothing (an empty `in` list is not valid SQL).
    categoryCodes
      ? categoryCodes.length
        ? inArray(disputes.disputeCode, categoryCodes)
        : sql`false`
      : undefined,
    q.disputeCode ? eq(disputes.disputeCode, q.disputeCode) : undefined,
    q.merchantId?.length ? inArray(disputes.merchantId, q.merchantId) : undefined,
    q.currency?.length ? inArray(disputes.currency, q.currency) : undefined,
    q.openedFrom ? gte(disputes.createdAt, new Date(q.openedFrom)) : undefined,
    q.openedTo ? lt(disputes.createdAt, new Date(q.openedTo)) : undefined,
    search ? searchCondition(search) : undefined,
  );
}

/** A UUID is the dispute's or the payment's id; anything else the payment's external id. */
function searchCondition(search: string): SQL | undefined {
  if (!UUID.test(search)) return eq(transactions.externalId, search);
  const id = search.toLowerCase();
  return or(eq(disputes.id, id), eq(disputes.transactionId, id), eq(disputes.chargebackId, id));
}

/** One page, newest first (id breaks ties so pages keep their order), and the number of matches. */
export async function listDisputes(
  tx: ScopedTx,
  scope: DataScope,
  actor: Pick<Actor, 'mode'>,
  q: Query,
): Promise<DisputePage> {
  const where = lookupConditions(scope, actor, q);
  const rows = await selectDisputeRows(tx)
    .where(where)
    .orderBy(desc(disputes.createdAt), desc(disputes.id))
    .limit(q.PageSize)
    .offset(q.PageIndex * q.PageSize);
  const [total] = await tx
    .select({ n: count() })
    .from(disputes)
    .innerJoin(
      transactions,
      and(eq(transactions.tenantId, disputes.tenantId), eq(transactions.id, disputes.transactionId)),
    )
    .where(where);
  return { count: total?.n ?? 0, data: rows.map(toDispute) };
}
