import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../infra/db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { openTestDatabase } from '../../test/test-database';
import {
  Browser,
  decodeJwtPayload,
  PUBLIC_URL,
  providerCookiesOverForgedHttps,
  signIn,
} from './identity.test-support';

/** The identity provider inside the whole server, against the seeded demo accounts. */
let app: FastifyInstance;
let database: DatabaseHandle;
const config = loadConfig({ PUBLIC_URL, SEED_DEMO: '0', LOG_LEVEL: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ config, database, logger: false });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the identity provider in the server', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.email))(
    'signs in the demo account %s with the demo password',
    async (email) => {
      const tokens = await signIn(new Browser(app), config, email, DEMO_PASSWORD);
      const verified = await app.auth.verifier.verify(tokens.access_token);
      expect(verified.sub).toBe(decodeJwtPayload(tokens.id_token).sub);
      expect(['crm', 'Platform', 'merchant', 'customer']).toContain(verified.profile);
    },
  );

  it('believes no forwarded headers when TRUST_PROXY is unset', async () => {
    const cookies = await providerCookiesOverForgedHttps(app, config);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
  });

  it('serves the sign-in pages with the portal security headers', async () => {
    const response = await new Browser(app).get('/interaction/register');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
