import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../../infra/tenancy/with-scope';
import { arrayRows, STATUS_EVENT_COLUMN_NAMES, statusEventValues } from '../money';
import {
  ALERT_MINUTE_CUTOFF,
  ALERT_MINUTE_FAMILY,
  daysFromHours,
  foldInto,
  GRAINS,
  ROLLUP_FAMILIES,
  tableOf,
} from './rollup-families';

/**
 * The two ways the rollups change (docs/analytics.md "Exactly once"): the worker's pass folds the
 * events no writer is still adding to, and the rebuild recomputes every family from the raw rows.
 * Both hold one advisory lock, so they never overlap (the worker skips a pass while a rebuild runs),
 * and both move the watermark: every event with a transaction id below it is counted, none above.
 */

const ROLLUP_LOCK = 727_018;
const EVENT_COLUMNS = STATUS_EVENT_COLUMN_NAMES.join(', ');
const NEGATED_EVENT_COLUMNS = STATUS_EVENT_COLUMN_NAMES.map((c) => (c === 'sign' ? '-sign' : c)).join(', ');

export interface FoldResult {
  /** false when a rebuild or another server's pass held the lock: nothing was done. */
  readonly ran: boolean;
  readonly events: number;
  readonly rebuilt: boolean;
}

interface State {
  readonly watermark: string;
  /** The oldest transaction still in flight now: every event below it is committed and visible. */
  readonly upTo: string;
  readonly rebuiltAt: Date | string | null;
}

async function readState(tx: ScopedTx): Promise<State> {
  const [row] = (await arrayRows(
    tx,
    sql`select watermark::text, pg_snapshot_xmin(pg_current_snapshot())::text, rebuilt_at
      from analytics_rollup_state where id = 1 for update`,
  )) as [string, string, Date | string | null][];
  if (!row) throw new Error('analytics_rollup_state has no row (migration 0033 inserts it)');
  return { watermark: row[0], upTo: row[1], rebuiltAt: row[2] };
}

/**
 * One worker pass: folds every event from the watermark up to the oldest transaction still in
 * flight into each family, drops the folded events and moves the watermark, in one transaction. The
 * first pass after the migration rebuilds instead (rows written before it have no events).
 */
export async function foldNewEvents(db: Database): Promise<FoldResult> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [locked] = await arrayRows(tx, sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK})`);
    if (!locked?.[0]) return { ran: false, events: 0, rebuilt: false };
    const state = await readState(tx);
    if (state.rebuiltAt === null) {
      await rebuildIn(tx, state.upTo);
      return { ran: true, events: 0, rebuilt: true };
    }
    const range = sql`xid >= ${state.watermark}::xid8 and xid < ${state.upTo}::xid8`;
    const [counted] = await arrayRows(
      tx,
      sql`select count(*)::int from transaction_status_events where ${range}`,
    );
    const events = Number(counted?.[0] ?? 0);
    if (events > 0) {
      const batch = sql`select ${sql.raw(EVENT_COLUMNS)} from transaction_status_events where ${range}`;
      for (const family of ROLLUP_FAMILIES)
        for (const grain of GRAINS) await tx.execute(foldInto(family, grain, batch));
      await tx.execute(foldInto(ALERT_MINUTE_FAMILY, 'minute', batch, RECENT));
      await tx.execute(sql`delete from transaction_status_events where xid < ${state.upTo}::xid8`);
    }
    await dropOldMinutes(tx);
    await moveWatermark(tx, state.upTo, false);
    return { ran: true, events, rebuilt: false };
  });
}

/**
 * Recomputes every family from the transactions table while the portal runs: the old rollups stay
 * readable until the transaction commits, writers are never blocked, and the worker waits.
 */
export async function rebuildRollups(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const state = await readState(tx);
    await rebuildIn(tx, state.upTo);
  });
}

/**
 * Each family's statement reads the raw rows as of its own snapshot, which may already show changes
 * whose events lie at or above `upTo`; those events are subtracted here and added back by the worker,
 * so each change is counted exactly once whatever commits between the statements.
 */
async function rebuildIn(tx: ScopedTx, upTo: string): Promise<void> {
  const raw = sql`select * from (select ${statusEventValues('t', 1)} from transactions t) r(${sql.raw(EVENT_COLUMNS)})`;
  const pending: SQL = sql`select ${sql.raw(NEGATED_EVENT_COLUMNS)} from transaction_status_events where xid >= ${upTo}::xid8`;
  for (const family of ROLLUP_FAMILIES) {
    await tx.execute(sql`delete from ${sql.raw(tableOf(family, 'hour'))}`);
    await tx.execute(sql`delete from ${sql.raw(tableOf(family, 'day'))}`);
    await tx.execute(foldInto(family, 'hour', sql`${raw} union all ${pending}`));
    await tx.execute(daysFromHours(family));
  }
  // The minute rollup from the raw rows of its last 25 hours only (the created_at index finds them).
  const recentRaw = sql`select * from (select ${statusEventValues('t', 1)} from transactions t where t.created_at >= ${sql.raw(ALERT_MINUTE_CUTOFF)}) r(${sql.raw(EVENT_COLUMNS)})`;
  await tx.execute(sql`delete from ${sql.raw(ALERT_MINUTE_FAMILY.table)}`);
  await tx.execute(foldInto(ALERT_MINUTE_FAMILY, 'minute', sql`${recentRaw} union all ${pending}`, RECENT));
  await tx.execute(sql`delete from transaction_status_events where xid < ${upTo}::xid8`);
  await moveWatermark(tx, upTo, true);
}

/** The minute rollup counts the payments created in its last 25 hours (ALERT_RULE_LIMITS.retentionHours). */
const RECENT = `e.created_at >= ${ALERT_MINUTE_CUTOFF}`;

/** Drops the minutes older than the retention (the minute index finds them). */
async function dropOldMinutes(tx: ScopedTx): Promise<void> {
  await tx.execute(
    sql`delete from ${sql.raw(ALERT_MINUTE_FAMILY.table)} where minute < ${sql.raw(ALERT_MINUTE_CUTOFF)}`,
  );
}

async function moveWatermark(tx: ScopedTx, upTo: string, rebuilt: boolean): Promise<void> {
  await tx.execute(sql`
    update analytics_rollup_state
    set watermark = ${upTo}::xid8, updated_at = now(),
      rebuilt_at = case when ${rebuilt} then now() else rebuilt_at end
    where id = 1`);
}
