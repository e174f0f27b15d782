import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../infra/db/database';
import { users } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { openTestDatabase } from './test-database';
import { createTestVerifier, signAccessToken, type TokenOptions } from './test-tokens';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** An access token for a user (demo account or test fixture) by email. */
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
  /** GET (or any method) as that user; `headers` are added to the Authorization header. */
  requestAs(email: string | null, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole server on this test file's own seeded database, with tokens signed by the test key
 * (no identity provider mounted). Build it once per file, in beforeAll. The actor cache is off
 * unless asked for: tests change users and act as them in the next line (actor-cache.test.ts tests
 * the cache).
 */
/** The fixed root key of the tests (32 bytes, base64): keys wrapped in one test app open in the next. */
export const TEST_ROOT_KEY = Buffer.alloc(32, 7).toString('base64');

export async function buildTestApp(
  options: { actorCache?: boolean; onRoute?: BuildAppOptions['onRoute'] } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = {
    ...loadConfig({}),
    dataDir: 'memory://',
    seedDemo: false,
    logLevel: 'silent',
    rootKey: TEST_ROOT_KEY,
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    verifier: createTestVerifier(),
    actorCache: options.actorCache ?? false,
    onRoute: options.onRoute,
  });
  const identities = new Map<string, { sub: string; profile: string }>();

  async function identityOf(email: string) {
    let identity = identities.get(email);
    if (!identity) {
      const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
        tx.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.email, email)),
      );
      if (!row) throw new Error(`No user ${email} in the test database`);
      identity = { sub: row.id, profile: row.userType };
      identities.set(email, identity);
    }
    return identity;
  }

  const tokenFor = async (email: string, options?: TokenOptions) =>
    signAccessToken(await identityOf(email), options);

  return {
    app,
    database,
    tokenFor,
    async requestAs(email, options) {
      const headers = { ...(options.headers ?? {}) };
      if (email) headers.authorization = `Bearer ${await tokenFor(email)}`;
      return app.inject({ method: 'GET', ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
