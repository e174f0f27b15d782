/**
 * Test helpers for the identity module: a bare Fastify app with only the identity plugin (the feature
 * modules are not needed to sign in), a seeded PGlite database, and a tiny browser (cookie jar,
 * manual redirects) to drive the authorization code + PKCE flow over app.inject.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type AppConfig, loadConfig } from '../../config';
import type { AccessTokenVerifier } from '../../infra/auth/actor';
import { type DatabaseHandle, openDatabase } from '../../infra/db/database';
import { migrate } from '../../infra/db/migrate';
import { tenants, users } from '../../infra/db/schema';
import { installSecurityHeaders } from '../../infra/http/security-headers';
import { registerIdentity } from './identity.plugin';
import { signInAttempts } from './identity.table';
import type { IdentityLifetimes } from './identity-settings';
import { hashPassword } from './passwords';

export const PUBLIC_URL = 'http://localhost:3000';
export const HOST = 'localhost:3000';
export const DEMO_PASSWORD = 'paydesk-demo';
export const LOGIN_CALLBACK = `${PUBLIC_URL}/authentication/login-callback`;
export const SILENT_REDIRECT = `${PUBLIC_URL}/silent-redirect.html`;
export const LOGOUT_CALLBACK = `${PUBLIC_URL}/authentication/logout-callback`;
/** The address app.inject's requests come from. */
export const TEST_CLIENT_ADDRESS = '127.0.0.1';

export interface SeededUsers {
  readonly platformAdmin: { id: string; email: string };
  readonly tenantAdmin: { id: string; email: string };
  readonly locked: { id: string; email: string };
  readonly inactive: { id: string; email: string };
  readonly tenantId: string;
}

export interface IdentityTestApp {
  readonly app: FastifyInstance;
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly verifier: AccessTokenVerifier;
  readonly users: SeededUsers;
  close(): Promise<void>;
}

export interface IdentityTestOptions {
  readonly lifetimes?: Partial<IdentityLifetimes>;
  /**
   * TRUST_PROXY. By default the test client's own address (app.inject comes from 127.0.0.1) is a
   * trusted proxy, so a Browser's X-Forwarded-For plays a user's address.
   */
  readonly trustProxy?: string;
}

export async function startIdentityApp(options: IdentityTestOptions = {}): Promise<IdentityTestApp> {
  const config = loadConfig({
    PUBLIC_URL,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: options.trustProxy ?? TEST_CLIENT_ADDRESS,
  });
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const seeded = await seedUsers(database);
  // As app.ts does: the proxy trust comes from the configuration.
  const app = Fastify({ logger: false, trustProxy: config.trustProxy });
  installSecurityHeaders(app);
  const verifier = await registerIdentity(app, {
    config,
    db: database.db,
    lifetimes: {
      accessTokenSeconds: 3600,
      sessionSeconds: 3600,
      interactionSeconds: 600,
      ...options.lifetimes,
    },
  });
  await app.ready();
  return {
    app,
    config,
    database,
    verifier,
    users: seeded,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * One identity app for a test file: started before its tests, closed after them, with the sign-in
 * counters emptied before each test so one test's attempts do not refuse another's.
 */
export function useIdentityApp(options: IdentityTestOptions = {}): () => IdentityTestApp {
  let started: IdentityTestApp | undefined;
  beforeAll(async () => {
    started = await startIdentityApp(options);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    await started?.database.db.delete(signInAttempts);
  });
  return () => {
    if (!started) throw new Error('the identity app is not started yet');
    return started;
  };
}

/**
 * PGlite in memory by default. With DATABASE_URL set (CI runs both), a fresh PostgreSQL database
 * is created next to the given one for this app, and dropped at the end.
 */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  const name = `paydesk_identity_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), dataDir: 'memory://' });
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function seedUsers(database: DatabaseHandle): Promise<SeededUsers> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tenantId = randomUUID();
  await database.db.insert(tenants).values({
    id: tenantId,
    name: 'Northwind <Payments>',
    themeSettings: {
      layoutName: 'Default',
      buttonsLinkColor: '#123456',
      buttonsLinkColorRGB: '18, 52, 86',
      headerBackgroundColor: '#ffffff',
      mainBackgroundColor: '#fafafa',
      sidebarBackgroundColor: '#112233',
      primaryColor: '#ff6600',
      textColor: '#222222',
    } as never,
  });
  const make = (email: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
    id: randomUUID(),
    email,
    passwordHash,
    firstName: 'Pat',
    lastName: 'Example',
    userType: 'Platform' as const,
    ...extra,
  });
  const platformAdmin = make('platform.admin@paydesk.test', { firstName: 'Petra', lastName: 'Platform' });
  const tenantAdmin = make('tenant.admin@northwind.test', { userType: 'crm', tenantId, firstName: 'Tom' });
  const locked = make('locked.user@paydesk.test', { isLocked: true });
  const inactive = make('inactive.user@paydesk.test', { isActive: false });
  await database.db.insert(users).values([platformAdmin, tenantAdmin, locked, inactive]);
  const pick = (u: { id: string; email: string }) => ({ id: u.id, email: u.email });
  return {
    platformAdmin: pick(platformAdmin),
    tenantAdmin: pick(tenantAdmin),
    locked: pick(locked),
    inactive: pick(inactive),
    tenantId,
  };
}

/** A minimal browser: keeps cookies by name and sends them all (paths are not needed here). */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '203.0.113.7',
  ) {}

  async request(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const path = url.startsWith(PUBLIC_URL) ? url.slice(PUBLIC_URL.length) : url;
    const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': this.ip };
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.app.inject({
      method,
      url: path,
      headers,
      payload: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.store(response.headers['set-cookie']);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, form: Record<string, string>) {
    return this.request('POST', url, form);
  }

  private store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^expires=Thu, 01 Jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function location(response: LightMyRequestResponse): string {
  const value = response.headers.location;
  if (typeof value !== 'string') {
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  return value;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  config: AppConfig,
  options: {
    challenge: string;
    redirectUri?: string;
    prompt?: string;
    state?: string;
    extra?: Record<string, string>;
  },
): string {
  const params = new URLSearchParams({
    client_id: config.oidcClientId,
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: options.redirectUri ?? LOGIN_CALLBACK,
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    state: options.state ?? randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...(options.prompt ? { prompt: options.prompt } : {}),
    ...options.extra,
  });
  return `/identity/auth?${params}`;
}

/**
 * The cookies the provider sets for an authorization request that claims, in X-Forwarded-Proto, to
 * have come over HTTPS: Secure ones only when the claim was believed.
 */
export async function providerCookiesOverForgedHttps(app: FastifyInstance, config: AppConfig) {
  const response = await app.inject({
    method: 'GET',
    url: authorizeUrl(config, { challenge: pkcePair().challenge }),
    headers: { host: HOST, 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.1' },
  });
  location(response);
  return [response.headers['set-cookie'] ?? []].flat();
}

/** Starts an authorization request and returns the sign-in page's path (/interaction/{uid}). */
export async function openLoginPage(browser: Browser, config: AppConfig, challenge: string): Promise<string> {
  const start = await browser.get(authorizeUrl(config, { challenge }));
  const loginPath = location(start);
  if (!loginPath.startsWith('/interaction/')) throw new Error(`unexpected redirect to ${loginPath}`);
  return loginPath;
}

/**
 * Posts the sign-in form of an open sign-in page. A refused sign-in redirects back to its page
 * (post/redirect/get), which the browser then loads: the answer is that page, saying why.
 */
export async function submitLogin(browser: Browser, loginPath: string, email: string, password: string) {
  const posted = await browser.post(`${loginPath}/login`, { email, password });
  return posted.statusCode === 303 && posted.headers.location === loginPath ? browser.get(loginPath) : posted;
}

/** One sign-in attempt from a browser at this address: opens a sign-in page and posts its form. */
export async function attemptSignIn(t: IdentityTestApp, ip: string, email: string, password: string) {
  const browser = new Browser(t.app, ip);
  return submitLogin(browser, await openLoginPage(browser, t.config, pkcePair().challenge), email, password);
}

/** Follows same-origin redirects until the browser lands on one of the portal's callback pages. */
export async function followToCallback(browser: Browser, firstLocation: string): Promise<URL> {
  let next = firstLocation;
  for (let hop = 0; hop < 5; hop += 1) {
    const url = new URL(next, PUBLIC_URL);
    if (url.pathname.startsWith('/authentication/') || url.pathname === '/silent-redirect.html') return url;
    next = location(await browser.get(url.pathname + url.search));
  }
  throw new Error('too many redirects');
}

/** Signs in through the pages and exchanges the code: the whole portal sign-in. */
export async function signIn(browser: Browser, config: AppConfig, email: string, password = DEMO_PASSWORD) {
  const { verifier, challenge } = pkcePair();
  const loginPath = await openLoginPage(browser, config, challenge);
  const submitted = await submitLogin(browser, loginPath, email, password);
  const callback = await followToCallback(browser, location(submitted));
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback}`);
  return exchangeCode(browser, config, code, verifier, LOGIN_CALLBACK);
}

export async function exchangeCode(
  browser: Browser,
  config: AppConfig,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<{
  access_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}> {
  const response = await browser.post('/identity/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    client_id: config.oidcClientId,
  });
  if (response.statusCode !== 200) throw new Error(`token endpoint: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const [, payload = ''] = jwt.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
