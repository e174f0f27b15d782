/**
 * @both-databases Runs on PGlite too when a PostgreSQL pass runs (src/test/test-selection.ts): the
 * trigger, the grants and the chain's lock must hold on the embedded database as well.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, NORTHWIND } from '../../seed/demo-data';
import { refusal } from '../../test/database-refusal';
import { openTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { tenants, users } from '../db/schema';
import { SYSTEM_SCOPE, tenantOnlyScope } from '../tenancy/data-scope';
import { withScope } from '../tenancy/with-scope';
import { verifyAuditChain } from './audit-chain';
import { type AuditEventRow, auditEvents } from './audit-events.table';
import { GENESIS_HASH } from './audit-hash';
import { deleteExpiredAuditEvents } from './audit-retention';
import { systemWho } from './audit-who';
import { createAuditWorker } from './audit-worker';
import { type AuditEvent, recordAudit, recordAuditInOwnTransaction } from './audit-writer';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A tenant of the test's own, so each test walks a chain no other test writes to. */
async function newTenant(): Promise<string> {
  const id = randomUUID();
  await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    tx.insert(tenants).values({ id, name: `Audit test ${id}`, themeSettings: NORTHWIND.theme }),
  );
  return id;
}

function event(tenantId: string, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    tenantId,
    who: systemWho('audit test'),
    action: 'transaction.refund',
    resourceType: 'transaction',
    resourceId: randomUUID(),
    before: { status: 'Captured', refundedAmount: 0 },
    after: { status: 'Refunded', refundedAmount: 100 },
    ...overrides,
  };
}

async function write(tenantId: string, count: number, overrides: Partial<AuditEvent> = {}): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await recordAuditInOwnTransaction(database.db, tenantOnlyScope(tenantId), event(tenantId, overrides));
  }
}

function chainRows(tenantId: string): Promise<AuditEventRow[]> {
  return withScope(database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(auditEvents).where(eq(auditEvents.tenantId, tenantId)).orderBy(asc(auditEvents.seq)),
  );
}

function check(tenantId: string) {
  return verifyAuditChain(database.db, SYSTEM_SCOPE, { tenantId });
}

/** SQL run as the table's owner (the migration's role), outside any scope. */
async function asOwner(statements: string): Promise<void> {
  await database.exec(statements);
}

describe('the writer', () => {
  it('numbers a chain from 1, links each row to the one before and the check passes', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 3);
    const rows = await chainRows(tenantId);
    expect(rows.map((row) => row.seq)).toEqual([1, 2, 3]);
    expect(rows[0]?.prevHash).toBe(GENESIS_HASH);
    expect(rows[1]?.prevHash).toBe(rows[0]?.hash);
    expect(rows[2]?.prevHash).toBe(rows[1]?.hash);
    expect(await check(tenantId)).toEqual({
      valid: true,
      checked: 3,
      chains: [{ tenantId, valid: true, checked: 3, firstBrokenSeq: null }],
    });
  });

  it("keeps the actor's name and role as they were when it was written", async () => {
    const tenantId = await newTenant();
    const admin = DEMO_USERS.find((user) => user.email === 'tenant.admin@northwind.test');
    const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
      tx.select({ id: users.id }).from(users).where(eq(users.email, 'tenant.admin@northwind.test')),
    );
    await write(tenantId, 1, {
      who: { ...systemWho('x'), actorUserId: row?.id ?? null, actorType: 'tenant', actorEmail: 'a@b.test' },
    });
    const [stored] = await chainRows(tenantId);
    expect(stored?.actorName).toBe(`${admin?.firstName} ${admin?.lastName}`);
    expect(stored?.actorRoles.length).toBe(1);
    expect(stored?.actorType).toBe('tenant');
  });

  it('writes nothing when the change it records rolls back', async () => {
    const tenantId = await newTenant();
    const failed = withScope(database.db, tenantOnlyScope(tenantId), async (tx) => {
      await recordAudit(tx, event(tenantId));
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await chainRows(tenantId)).toEqual([]);
  });

  it('records a refusal in a transaction of its own, outcome denied, after the change rolled back', async () => {
    const tenantId = await newTenant();
    const refused = withScope(database.db, tenantOnlyScope(tenantId), async () => {
      throw new Error('refused');
    }).catch(() =>
      recordAuditInOwnTransaction(
        database.db,
        tenantOnlyScope(tenantId),
        event(tenantId, { outcome: 'denied', reason: 'Refund exceeds the captured amount', after: null }),
      ),
    );
    await refused;
    const rows = await chainRows(tenantId);
    expect(rows.map((row) => [row.outcome, row.reason])).toEqual([
      ['denied', 'Refund exceeds the captured amount'],
    ]);
    expect((await check(tenantId)).valid).toBe(true);
  });

  it('redacts secrets at any depth in before and after', async () => {
    const tenantId = await newTenant();
    const secrets = ['hunter2-pass', 'sk_live_secret', 'eyJ.token', '123456', '4111111111111111', '987'];
    await write(tenantId, 1, {
      before: { password: secrets[0], profile: { name: 'Ada', webhookSigningSecret: secrets[1] } },
      after: {
        refresh_token: secrets[2],
        steps: [{ scaCode: secrets[3] }, { cardNumber: secrets[4], CVV: secrets[5], last4: '1111' }],
        apiKey: 'k-1',
        idempotencyKey: 'kept-key',
      },
    });
    const [row] = await chainRows(tenantId);
    const stored = JSON.stringify([row?.before, row?.after]);
    for (const secret of [...secrets, 'k-1']) expect(stored).not.toContain(secret);
    expect(row?.before).toEqual({
      password: '[redacted]',
      profile: { name: 'Ada', webhookSigningSecret: '[redacted]' },
    });
    expect(stored).toContain('kept-key');
    expect(stored).toContain('1111');
    expect((await check(tenantId)).valid).toBe(true);
  });

  it('keeps one chain gap-free and linked under concurrent writers', async () => {
    const tenantId = await newTenant();
    await Promise.all(
      Array.from({ length: 12 }, () =>
        recordAuditInOwnTransaction(database.db, tenantOnlyScope(tenantId), event(tenantId)),
      ),
    );
    const rows = await chainRows(tenantId);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await check(tenantId)).valid).toBe(true);
  });

  it("refuses a row in a chain outside the writer's scope", async () => {
    const tenantId = await newTenant();
    const other = await newTenant();
    const message = await refusal(
      recordAuditInOwnTransaction(database.db, tenantOnlyScope(other), event(tenantId)),
    );
    expect(message).toContain('outside the scope');
  });
});

describe('append-only', () => {
  it('refuses UPDATE from the application role and from the owner', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 1);
    const app = await refusal(
      withScope(database.db, tenantOnlyScope(tenantId), (tx) =>
        tx.update(auditEvents).set({ reason: 'edited' }).where(eq(auditEvents.tenantId, tenantId)),
      ),
    );
    expect(app).toMatch(/permission denied|append-only/);
    const owner = await refusal(
      asOwner(`update audit_events set reason = 'edited' where tenant_id = '${tenantId}'`),
    );
    expect(owner).toContain('append-only: UPDATE refused');
    expect((await chainRows(tenantId))[0]?.reason).toBeNull();
  });

  it('refuses DELETE, and a retention DELETE of a row younger than 12 months', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 1);
    const app = await refusal(
      withScope(database.db, tenantOnlyScope(tenantId), (tx) =>
        tx.delete(auditEvents).where(eq(auditEvents.tenantId, tenantId)),
      ),
    );
    expect(app).toMatch(/permission denied|append-only/);
    const owner = await refusal(asOwner(`delete from audit_events where tenant_id = '${tenantId}'`));
    expect(owner).toContain('append-only: DELETE refused');
    const young = await refusal(
      asOwner(
        `begin; select set_config('paydesk.audit_retention', 'on', true); delete from audit_events where tenant_id = '${tenantId}'; commit;`,
      ),
    );
    await asOwner('rollback').catch(() => undefined);
    expect(young).toContain('append-only: DELETE refused');
    expect(await chainRows(tenantId)).toHaveLength(1);
  });

  it('refuses TRUNCATE', async () => {
    const message = await refusal(asOwner('truncate audit_events'));
    expect(message).toContain('append-only: TRUNCATE refused');
  });
});

describe('the chain check', () => {
  /** Runs `change` as the owner with the trigger off, as someone with the database's keys could. */
  function tamper(change: string): Promise<void> {
    return asOwner(
      `begin; alter table audit_events disable trigger audit_events_append_only; ${change}; alter table audit_events enable trigger audit_events_append_only; commit;`,
    );
  }

  it('reports the seq of a row whose after was edited', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 5);
    await tamper(
      `update audit_events set after = '{"status":"Refunded","refundedAmount":1}' where tenant_id = '${tenantId}' and seq = 3`,
    );
    expect(await check(tenantId)).toMatchObject({
      valid: false,
      chains: [{ tenantId, valid: false, checked: 3, firstBrokenSeq: 3 }],
    });
  });

  it('reports the row after one deleted in the middle', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 5);
    await tamper(`delete from audit_events where tenant_id = '${tenantId}' and seq = 2`);
    expect(await check(tenantId)).toMatchObject({ valid: false, chains: [{ firstBrokenSeq: 3 }] });
  });

  it('is run daily by the audit worker, which logs a broken chain with its tenant and seq', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 3);
    await tamper(`update audit_events set reason = 'edited' where tenant_id = '${tenantId}' and seq = 2`);
    const errors: string[] = [];
    const log = { info: () => {}, error: (_: unknown, message: string) => errors.push(message) };
    const worker = createAuditWorker(database.db, log as unknown as FastifyBaseLogger);
    const pass = await worker.runOnce();
    expect(pass.check.chains.find((chain) => chain.tenantId === tenantId)).toMatchObject({
      valid: false,
      firstBrokenSeq: 2,
    });
    expect(errors).toContain(`audit trail: the chain of ${tenantId} is broken at seq 2`);
  });

  it('reports a chain that starts at seq 1 from another hash than the genesis one', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 2);
    await tamper(
      `update audit_events set prev_hash = repeat('1', 64) where tenant_id = '${tenantId}' and seq = 1`,
    );
    expect(await check(tenantId)).toMatchObject({ valid: false, chains: [{ firstBrokenSeq: 1 }] });
  });
});

describe('retention', () => {
  const monthsAgo = (months: number, now = new Date()) => {
    const moment = new Date(now);
    moment.setUTCMonth(moment.getUTCMonth() - months);
    return moment;
  };

  it('deletes only rows older than 13 months, and the chain still checks from its first kept row', async () => {
    const tenantId = await newTenant();
    await write(tenantId, 3, { occurredAt: monthsAgo(15) });
    await write(tenantId, 1, { occurredAt: monthsAgo(12.5) });
    await write(tenantId, 2);
    const deleted = await deleteExpiredAuditEvents(database.db);
    expect(deleted).toBeGreaterThanOrEqual(3);
    const rows = await chainRows(tenantId);
    expect(rows.map((row) => row.seq)).toEqual([4, 5, 6]);
    expect(await check(tenantId)).toMatchObject({ valid: true, checked: 3 });
    // The next row still links to the last.
    await write(tenantId, 1);
    expect(await check(tenantId)).toMatchObject({ valid: true, checked: 4 });
  });

  it("keeps a chain's newest row, however old, so the next row still links to it", async () => {
    const tenantId = await newTenant();
    await write(tenantId, 2, { occurredAt: monthsAgo(20) });
    await deleteExpiredAuditEvents(database.db);
    expect((await chainRows(tenantId)).map((row) => row.seq)).toEqual([2]);
    await write(tenantId, 1);
    expect(await check(tenantId)).toMatchObject({ valid: true, checked: 2 });
  });

  it('leaves every demo chain whole', async () => {
    await deleteExpiredAuditEvents(database.db);
    const all = await verifyAuditChain(database.db, SYSTEM_SCOPE, 'all');
    const broken = all.chains.filter((chain) => !chain.valid).map((chain) => chain.tenantId);
    // The chains the tests above broke on purpose are theirs alone; the seeded tenants' hold.
    expect(broken).not.toContain(NORTHWIND.id);
    expect(broken).not.toContain(null);
  });
});
