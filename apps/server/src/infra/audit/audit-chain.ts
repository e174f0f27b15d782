import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { tenants } from '../db/schema';
import type { DataScope } from '../tenancy/data-scope';
import { withScope } from '../tenancy/with-scope';
import { type AuditEventRow, auditEvents } from './audit-events.table';
import { chainHash, GENESIS_HASH } from './audit-hash';

/** Rows read per round trip while a chain is walked. */
export const CHAIN_CHECK_BATCH = 1_000;

export interface ChainCheck {
  /** The tenant whose chain it is; null for the platform's own. */
  readonly tenantId: string | null;
  readonly valid: boolean;
  /** Rows checked (up to and including the first broken one). */
  readonly checked: number;
  /** The first row whose link or hash does not hold; null when the chain holds. */
  readonly firstBrokenSeq: number | null;
}

export interface ChainsCheck {
  readonly valid: boolean;
  readonly checked: number;
  readonly chains: readonly ChainCheck[];
}

/** Which chains to walk: one tenant's, the platform's own, or every chain the scope sees. */
export type ChainSelection = { readonly tenantId: string } | 'platform' | 'all';

/**
 * Walks the chains in seq order, CHAIN_CHECK_BATCH rows per scoped transaction, and recomputes each
 * row's hash. A chain holds when every row's seq follows the one before, its prev_hash is the row
 * before's hash and its hash is what its fields give. The first row kept starts from its own
 * prev_hash: retention removes the oldest rows, so a chain may start mid-way (a chain that still
 * starts at seq 1 must start from the genesis hash). The walk of a chain stops at its first break.
 */
export async function verifyAuditChain(
  db: Database,
  scope: DataScope,
  selection: ChainSelection,
): Promise<ChainsCheck> {
  const chains: ChainCheck[] = [];
  for (const tenantId of await chainsOf(db, scope, selection)) {
    chains.push(await verifyOneChain(db, scope, tenantId));
  }
  return {
    valid: chains.every((chain) => chain.valid),
    checked: chains.reduce((sum, chain) => sum + chain.checked, 0),
    chains,
  };
}

/** The chains the selection names that the scope may see (the platform's only for a platform scope). */
async function chainsOf(
  db: Database,
  scope: DataScope,
  selection: ChainSelection,
): Promise<(string | null)[]> {
  if (selection === 'platform') return scope.tenantIds === 'all' ? [null] : [];
  if (selection !== 'all') {
    return scope.tenantIds === 'all' || scope.tenantIds.includes(selection.tenantId)
      ? [selection.tenantId]
      : [];
  }
  const visible = await withScope(db, scope, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).orderBy(asc(tenants.name), asc(tenants.id)),
  );
  const ids = visible.map((tenant) => tenant.id);
  return scope.tenantIds === 'all' ? [null, ...ids] : ids;
}

async function verifyOneChain(db: Database, scope: DataScope, tenantId: string | null): Promise<ChainCheck> {
  const inChain: SQL = tenantId === null ? isNull(auditEvents.tenantId) : eq(auditEvents.tenantId, tenantId);
  let previous: { seq: number; hash: string } | null = null;
  let checked = 0;
  for (;;) {
    const after: number = previous?.seq ?? 0;
    const rows: AuditEventRow[] = await withScope(db, scope, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(inChain, gt(auditEvents.seq, after)))
        .orderBy(asc(auditEvents.seq))
        .limit(CHAIN_CHECK_BATCH),
    );
    for (const row of rows) {
      checked += 1;
      const seq: number = Number(row.seq);
      const linked = previous
        ? seq === previous.seq + 1 && row.prevHash === previous.hash
        : seq !== 1 || row.prevHash === GENESIS_HASH;
      if (!linked || chainHash(row.prevHash, row) !== row.hash) {
        return { tenantId, valid: false, checked, firstBrokenSeq: seq };
      }
      previous = { seq, hash: row.hash };
    }
    if (rows.length < CHAIN_CHECK_BATCH) return { tenantId, valid: true, checked, firstBrokenSeq: null };
  }
}
