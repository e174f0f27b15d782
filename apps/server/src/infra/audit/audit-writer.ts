import { sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/database';
import type { DataScope } from '../tenancy/data-scope';
import { type ScopedTx, withScope } from '../tenancy/with-scope';
import { type AuditEventRow, type AuditOutcome, auditEvents } from './audit-events.table';
import { chainHash } from './audit-hash';
import { type AuditWho, auditWho, type RequestOrigin } from './audit-who';
import { redactSecrets } from './redact';
import { uuidv7 } from './uuidv7';

/** One thing done (or refused), as a module hands it to the trail. */
export interface AuditEvent {
  /** The chain it goes into: the tenant whose data it touched, null for the platform's own. */
  readonly tenantId: string | null;
  readonly merchantId?: string | null;
  readonly who: AuditWho;
  /** `<resource>.<verb>`: `user.invite`, `role.update`, `transaction.refund`. */
  readonly action: string;
  readonly resourceType: string;
  readonly resourceId: string;
  /** success unless said otherwise. */
  readonly outcome?: AuditOutcome;
  /** Whether a step-up (SCA) code confirmed it; by default what `who` says of its request. */
  readonly scaUsed?: boolean;
  /** Why it was refused or failed, or the reason the actor gave. */
  readonly reason?: string | null;
  /** The resource before and after; secrets are redacted before they are stored or hashed. */
  readonly before?: unknown;
  readonly after?: unknown;
  /** Now, unless given (tests of retention write rows dated in the past). */
  readonly occurredAt?: Date;
}

/**
 * The benchmark's switch (bench/audit-bench.ts): with it on, recordAudit writes nothing, so the same
 * money action can be measured with and without its audit row. Nothing else sets it.
 */
const benchmarkSwitch = { skipAuditWrites: false };

export function skipAuditWritesForBenchmark(skip: boolean): void {
  benchmarkSwitch.skipAuditWrites = skip;
}

interface ChainHead {
  readonly last_seq: string | number;
  readonly last_hash: string;
  readonly actor_name: string | null;
  readonly actor_roles: string[] | null;
}

/**
 * Appends `event` to its chain inside the caller's database transaction, so the change and its record
 * commit or roll back together. app_audit_chain_head (0025_audit_events.sql) takes the chain's
 * advisory lock until `tx` ends and answers the chain's last seq and hash with the actor's name and
 * roles as they are now; the row is hashed over what is inserted. Two writers on one chain take turns
 * at the lock, so seq stays gap-free and each row links to the one before.
 *
 * `tx` must be READ COMMITTED (every scoped transaction that writes is): the head is read after the
 * lock, and a REPEATABLE READ snapshot taken before it would miss the row the previous holder wrote.
 */
export async function recordAudit(tx: ScopedTx, event: AuditEvent): Promise<void> {
  if (benchmarkSwitch.skipAuditWrites) return;
  const { who } = event;
  const result = await tx.execute(
    sql`select last_seq, last_hash, actor_name, actor_roles from app_audit_chain_head(${event.tenantId}::uuid, ${who.actorUserId}::uuid)`,
  );
  const head = (result as unknown as { rows: ChainHead[] }).rows[0];
  if (!head) throw new Error('app_audit_chain_head answered no row');
  const occurredAt = event.occurredAt ?? new Date();
  const fields: Omit<AuditEventRow, 'prevHash' | 'hash'> = {
    id: uuidv7(occurredAt.getTime()),
    seq: Number(head.last_seq) + 1,
    tenantId: event.tenantId,
    merchantId: event.merchantId ?? null,
    occurredAt,
    actorUserId: who.actorUserId,
    actorType: who.actorType,
    actorEmail: who.actorEmail,
    actorName: head.actor_name || who.actorName || who.actorEmail,
    actorRoles: head.actor_roles ?? [],
    ip: who.ip,
    userAgent: who.userAgent,
    requestId: who.requestId,
    action: event.action,
    resourceType: event.resourceType,
    resourceId: event.resourceId,
    outcome: event.outcome ?? 'success',
    scaUsed: event.scaUsed ?? who.scaUsed ?? false,
    reason: event.reason ?? null,
    before: redactSecrets(event.before),
    after: redactSecrets(event.after),
  };
  await tx
    .insert(auditEvents)
    .values({ ...fields, prevHash: head.last_hash, hash: chainHash(head.last_hash, fields) });
}

/**
 * Records `event` in a scoped transaction of its own: for a refusal or a failure, whose change's
 * transaction rolled back and took everything written in it along. Call it after that transaction
 * ended (on PGlite's one connection, a second transaction would wait for the first).
 */
export function recordAuditInOwnTransaction(
  db: Database,
  scope: DataScope,
  event: AuditEvent,
): Promise<void> {
  return withScope(db, scope, (tx) => recordAudit(tx, event));
}

/** Records a change a signed-in actor made, from where their request came, in the change's transaction. */
export function recordActorChange(
  tx: ScopedTx,
  actor: Actor,
  origin: RequestOrigin,
  event: Omit<AuditEvent, 'who'>,
): Promise<void> {
  return recordAudit(tx, { ...event, who: auditWho(actor, origin) });
}
