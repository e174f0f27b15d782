import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database';
import { roles, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoRole, demoUser } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { ACTOR_CHANGES_CHANNEL, type ActorRowCache, createActorRowCache } from './actor-cache';
import { type ActorRow, createActorResolver } from './actor-resolver';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const AGENT = 'tenant.agent@northwind.test';
const agent = demoUser(AGENT);
const token = { sub: agent.id, profile: agent.userType };

/** Waits (up to 5 s) for `check` to hold: on PostgreSQL an announcement arrives a moment after its commit. */
async function eventually(check: () => Promise<boolean> | boolean): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('still not so after 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const setUser = (values: Partial<typeof users.$inferInsert>) =>
  withScope(database.db, SYSTEM_SCOPE, (tx) => tx.update(users).set(values).where(eq(users.id, agent.id)));

async function withCache<T>(
  fn: (cache: ActorRowCache<ActorRow>) => Promise<T>,
  options: { now?: () => number; reconnectMs?: number } = {},
) {
  const cache = await createActorRowCache<ActorRow>({ database, log, ...options });
  try {
    return await fn(cache);
  } finally {
    await cache.close();
  }
}

describe('the actor cache', () => {
  it('serves a kept user without reading the database again', async () => {
    await withCache(async (cache) => {
      const resolver = createActorResolver(database.db, cache);
      expect((await resolver.resolve(token, undefined))?.email).toBe(AGENT);
      // A change made with the announcing trigger off is not seen: the actor came from the cache.
      await database.exec(`alter table users disable trigger users_actor_change;
        update users set email = 'unannounced@northwind.test' where id = '${agent.id}';
        alter table users enable trigger users_actor_change;`);
      try {
        expect((await resolver.resolve(token, undefined))?.email).toBe(AGENT);
        expect(cache.get(agent.id)?.email).toBe(AGENT);
      } finally {
        await setUser({ email: AGENT });
      }
    });
  });

  it('forgets every kept user when a change commits: a deactivated user is refused', async () => {
    await withCache(async (cache) => {
      const resolver = createActorResolver(database.db, cache);
      expect(await resolver.resolve(token, undefined)).not.toBeNull();
      expect(cache.get(agent.id)).toBeDefined();
      await setUser({ isActive: false });
      try {
        await eventually(async () => (await resolver.resolve(token, undefined)) === null);
      } finally {
        await setUser({ isActive: true });
      }
      await eventually(async () => (await resolver.resolve(token, undefined)) !== null);
    });
  });

  it("applies a role's new permissions to its users", async () => {
    await withCache(async (cache) => {
      const resolver = createActorResolver(database.db, cache);
      const role = demoRole(agent.role);
      const before = await resolver.resolve(token, undefined);
      expect(before?.permissions.has('CRM.Transaction.View')).toBe(true);
      const setPermissions = (permissions: string[]) =>
        withScope(database.db, SYSTEM_SCOPE, (tx) =>
          tx.update(roles).set({ permissions }).where(eq(roles.id, role.id)),
        );
      await setPermissions(role.permissions.filter((key) => key !== 'CRM.Transaction.View') as string[]);
      try {
        await eventually(
          async () =>
            (await resolver.resolve(token, undefined))?.permissions.has('CRM.Transaction.View') === false,
        );
      } finally {
        await setPermissions([...role.permissions]);
      }
    });
  });

  it('does not keep a row read across an announcement (it may be older than the change)', async () => {
    await withCache(async (cache) => {
      const resolver = createActorResolver(database.db, cache);
      await resolver.resolve(token, undefined);
      const row = cache.get(agent.id);
      expect(row).toBeDefined();
      const generation = cache.generation();
      await database.exec(`notify ${ACTOR_CHANGES_CHANNEL}`);
      await eventually(() => cache.generation() !== generation);
      cache.keep(agent.id, row as ActorRow, generation);
      expect(cache.get(agent.id)).toBeUndefined();
    });
  });

  it('reads a user again after a minute even when nothing was announced', async () => {
    let now = 1_000_000;
    await withCache(
      async (cache) => {
        await createActorResolver(database.db, cache).resolve(token, undefined);
        now += 59_000;
        expect(cache.get(agent.id)).toBeDefined();
        now += 2_000;
        expect(cache.get(agent.id)).toBeUndefined();
      },
      { now: () => now },
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'serves nothing while its connection is down, and resumes once it listens again (PostgreSQL)',
    async () => {
      await withCache(
        async (cache) => {
          const resolver = createActorResolver(database.db, cache);
          await resolver.resolve(token, undefined);
          expect(cache.get(agent.id)).toBeDefined();
          await database.exec(
            `select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query = 'listen ${ACTOR_CHANGES_CHANNEL}'`,
          );
          await eventually(() => cache.get(agent.id) === undefined);
          // Off: a row read now is not kept until LISTEN is back.
          await eventually(async () => {
            await resolver.resolve(token, undefined);
            return cache.get(agent.id) !== undefined;
          });
          expect(log.warn).toHaveBeenCalled();
        },
        { reconnectMs: 50 },
      );
    },
  );
});

describe('the server with its actor cache on', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ actorCache: true });
  });
  afterAll(() => testApp.close());

  it('answers 401 to a user locked a moment ago, and lets them in once unlocked', async () => {
    const get = () => testApp.requestAs(AGENT, { url: '/api/v1.1/users' });
    expect((await get()).statusCode).toBe(200);
    await setUserIn(testApp, { isLocked: true });
    try {
      await eventually(async () => (await get()).statusCode === 401);
    } finally {
      await setUserIn(testApp, { isLocked: false });
    }
    await eventually(async () => (await get()).statusCode === 200);
  });
});

function setUserIn(testApp: TestApp, values: Partial<typeof users.$inferInsert>) {
  return withScope(testApp.database.db, SYSTEM_SCOPE, (tx) =>
    tx.update(users).set(values).where(eq(users.id, agent.id)),
  );
}
