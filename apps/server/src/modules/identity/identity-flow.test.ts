import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  Browser,
  DEMO_PASSWORD,
  decodeJwtPayload,
  exchangeCode,
  followToCallback,
  type IdentityTestApp,
  LOGIN_CALLBACK,
  LOGOUT_CALLBACK,
  location,
  openLoginPage,
  PUBLIC_URL,
  pkcePair,
  SILENT_REDIRECT,
  signIn,
  startIdentityApp,
  submitLogin,
} from './identity.test-support';

let t: IdentityTestApp;

beforeAll(async () => {
  t = await startIdentityApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the embedded OpenID Connect provider', () => {
  it('publishes its discovery document with the mount path in the issuer', async () => {
    const response = await new Browser(t.app).get('/identity/.well-known/openid-configuration');
    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata.issuer).toBe(`${PUBLIC_URL}/identity`);
    expect(metadata.authorization_endpoint).toBe(`${PUBLIC_URL}/identity/auth`);
    expect(metadata.jwks_uri).toBe(`${PUBLIC_URL}/identity/jwks`);
    expect(metadata.end_session_endpoint).toBe(`${PUBLIC_URL}/identity/session/end`);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
  });

  it('signs in with code + PKCE and issues a JWT access token for the API', async () => {
    const browser = new Browser(t.app);
    const { verifier, challenge } = pkcePair();
    const start = await browser.get(authorizeUrl(t.config, { challenge, state: 'state-1' }));
    expect(start.statusCode).toBe(303);
    const loginPath = location(start);
    expect(loginPath).toMatch(/^\/interaction\/[A-Za-z0-9_-]+$/);

    const page = await browser.get(loginPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Sign in to Paydesk</h1>');
    expect(page.body).toContain('<label for="email">Email</label>');
    expect(page.body).toContain('<label for="password">Password</label>');
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    // Paydesk's own icon, so a browser does not ask for a /favicon.ico that does not exist.
    expect(page.body).toContain(
      '<link rel="icon" href="/branding/platform/favicon.svg" type="image/svg+xml">',
    );
    expect(page.body).toContain('Create an account');
    expect(page.body).toContain('Forgot your password?');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const submitted = await submitLogin(browser, loginPath, 'Platform.Admin@paydesk.test', DEMO_PASSWORD);
    expect(submitted.statusCode).toBe(303);
    const callback = await followToCallback(browser, location(submitted));
    expect(`${callback.origin}${callback.pathname}`).toBe(LOGIN_CALLBACK);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokens = await exchangeCode(browser, t.config, code!, verifier, LOGIN_CALLBACK);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3500);

    const claims = decodeJwtPayload(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${PUBLIC_URL}/identity`,
      aud: 'paydesk-api',
      sub: t.users.platformAdmin.id,
      profile: 'Platform',
      client_id: 'paydesk-portal',
      token_generation: 0,
      grant_id: expect.any(String),
    });
    await expect(t.verifier.verify(tokens.access_token)).resolves.toEqual({
      sub: t.users.platformAdmin.id,
      profile: 'Platform',
      tokenGeneration: 0,
      grantId: claims.grant_id,
    });

    const idToken = decodeJwtPayload(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: t.users.platformAdmin.id,
      aud: 'paydesk-portal',
      email: 'platform.admin@paydesk.test',
      given_name: 'Petra',
      family_name: 'Platform',
      profile: 'Platform',
    });
    // The ID token is for the portal, not the API.
    await expect(t.verifier.verify(tokens.id_token)).rejects.toMatchObject({ status: 401 });
  });

  it('records the time of the sign-in', async () => {
    const { users } = await import('../../infra/db/schema');
    const { eq } = await import('drizzle-orm');
    const browser = new Browser(t.app);
    await signIn(browser, t.config, t.users.tenantAdmin.email);
    const [row] = await t.database.db
      .select({ lastLoginAt: users.lastLoginAt })
      .from(users)
      .where(eq(users.id, t.users.tenantAdmin.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(Date.now() - row!.lastLoginAt!.getTime()).toBeLessThan(60_000);
  });

  it('puts the crm user type in the token profile claim', async () => {
    const tokens = await signIn(new Browser(t.app), t.config, t.users.tenantAdmin.email);
    await expect(t.verifier.verify(tokens.access_token)).resolves.toEqual({
      sub: t.users.tenantAdmin.id,
      profile: 'crm',
      tokenGeneration: 0,
      grantId: decodeJwtPayload(tokens.access_token).grant_id,
    });
  });

  it('renews silently with prompt=none while the provider session lives', async () => {
    const browser = new Browser(t.app);
    await signIn(browser, t.config, t.users.platformAdmin.email);

    const { verifier, challenge } = pkcePair();
    const silent = await browser.get(
      authorizeUrl(t.config, { challenge, prompt: 'none', redirectUri: SILENT_REDIRECT, state: 'silent' }),
    );
    expect(silent.statusCode).toBe(303);
    const callback = new URL(location(silent));
    expect(`${callback.origin}${callback.pathname}`).toBe(SILENT_REDIRECT);
    expect(callback.searchParams.get('error')).toBeNull();
    const tokens = await exchangeCode(
      browser,
      t.config,
      callback.searchParams.get('code')!,
      verifier,
      SILENT_REDIRECT,
    );
    await expect(t.verifier.verify(tokens.access_token)).resolves.toMatchObject({
      sub: t.users.platformAdmin.id,
    });
  });

  it('answers login_required to a silent request without a session', async () => {
    const { challenge } = pkcePair();
    const silent = await new Browser(t.app).get(
      authorizeUrl(t.config, { challenge, prompt: 'none', redirectUri: SILENT_REDIRECT }),
    );
    const callback = new URL(location(silent));
    expect(callback.searchParams.get('error')).toBe('login_required');
  });

  it('does not issue tokens without the PKCE verifier', async () => {
    const browser = new Browser(t.app);
    const { challenge } = pkcePair();
    const loginPath = await openLoginPage(browser, t.config, challenge);
    const submitted = await submitLogin(browser, loginPath, t.users.platformAdmin.email, DEMO_PASSWORD);
    const callback = await followToCallback(browser, location(submitted));
    const response = await browser.post('/identity/token', {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: LOGIN_CALLBACK,
      code_verifier: pkcePair().verifier,
      client_id: t.config.oidcClientId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const params = new URLSearchParams({
      client_id: t.config.oidcClientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: LOGIN_CALLBACK,
    });
    const response = await new Browser(t.app).get(`/identity/auth?${params}`);
    expect(new URL(location(response)).searchParams.get('error')).toBe('invalid_request');
  });

  it('logs out without a confirmation question and ends the provider session', async () => {
    const browser = new Browser(t.app);
    const tokens = await signIn(browser, t.config, t.users.platformAdmin.email);

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: LOGOUT_CALLBACK,
      state: 'bye',
    });
    const logout = await browser.get(`/identity/session/end?${params}`);
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain('<form data-auto-submit');
    expect(logout.body).toContain('<script src="/interaction/assets/auto-submit.js" defer></script>');
    expect(logout.body).toContain('>Sign out</button>');
    const action = /action="([^"]+)"/.exec(logout.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)?.[1];
    expect(action).toBe(`${PUBLIC_URL}/identity/session/end/confirm`);

    const script = await browser.get('/interaction/assets/auto-submit.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('form[data-auto-submit]');

    const confirmed = await browser.post(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    const back = new URL(location(confirmed));
    expect(`${back.origin}${back.pathname}`).toBe(LOGOUT_CALLBACK);
    expect(back.searchParams.get('state')).toBe('bye');

    const { challenge } = pkcePair();
    const silent = await browser.get(
      authorizeUrl(t.config, { challenge, prompt: 'none', redirectUri: SILENT_REDIRECT }),
    );
    expect(new URL(location(silent)).searchParams.get('error')).toBe('login_required');
  });

  it('renders provider errors in the Paydesk look, with the security headers', async () => {
    const response = await new Browser(t.app).get(
      '/identity/auth?client_id=unknown-client&response_type=code',
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>Something went wrong</h1>');
    expect(response.body).toContain('invalid_client');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('themes the sign-in page by a tenant hint and escapes the tenant name', async () => {
    const browser = new Browser(t.app);
    const { challenge } = pkcePair();
    const start = await browser.get(
      authorizeUrl(t.config, { challenge, extra: { tenant: t.users.tenantId } }),
    );
    const page = await browser.get(location(start));
    expect(page.body).toContain('--primary:#ff6600');
    expect(page.body).toContain('Northwind &lt;Payments&gt;');
    expect(page.body).not.toContain('Northwind <Payments>');
  });

  it('rejects an expired token and tokens for another audience or issuer, though signed with its key', async () => {
    const { importJWK, SignJWT } = await import('jose');
    const { loadOrCreateIdentityKeys } = await import('./identity-keys');
    const { signingJwks } = await loadOrCreateIdentityKeys(t.database.db);
    const jwk = signingJwks.keys[0]!;
    const key = await importJWK(jwk, 'ES256');
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: { iss?: string; aud?: string; exp?: number }) =>
      new SignJWT({ profile: 'Platform' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwk.kid })
        .setSubject(t.users.platformAdmin.id)
        .setIssuer(claims.iss ?? `${PUBLIC_URL}/identity`)
        .setAudience(claims.aud ?? 'paydesk-api')
        .setIssuedAt(now - 7200)
        .setExpirationTime(claims.exp ?? now + 600)
        .sign(key);
    await expect(t.verifier.verify(await sign({}))).resolves.toMatchObject({ sub: t.users.platformAdmin.id });
    await expect(t.verifier.verify(await sign({ exp: now - 3600 }))).rejects.toMatchObject({ status: 401 });
    await expect(t.verifier.verify(await sign({ aud: 'another-api' }))).rejects.toMatchObject({
      status: 401,
    });
    await expect(
      t.verifier.verify(await sign({ iss: 'http://localhost:4000/identity' })),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('issues access tokens that expire after the configured lifetime', async () => {
    // A second instance on the same database, configured with a one-second access-token lifetime.
    const Fastify = (await import('fastify')).default;
    const { registerIdentity } = await import('./identity.plugin');
    const short = Fastify({ logger: false });
    await registerIdentity(short, {
      config: t.config,
      db: t.database.db,
      lifetimes: { accessTokenSeconds: 1, sessionSeconds: 3600, interactionSeconds: 600 },
    });
    await short.ready();
    try {
      const tokens = await signIn(new Browser(short), t.config, t.users.platformAdmin.email);
      expect(tokens.expires_in).toBeLessThanOrEqual(1);
      const claims = decodeJwtPayload(tokens.access_token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(1);
    } finally {
      await short.close();
    }
  });

  it('keeps the stored keys across a restart, so earlier tokens stay valid', async () => {
    const tokens = await signIn(new Browser(t.app), t.config, t.users.platformAdmin.email);
    const Fastify = (await import('fastify')).default;
    const { registerIdentity } = await import('./identity.plugin');
    const second = Fastify({ logger: false });
    const verifier = await registerIdentity(second, { config: t.config, db: t.database.db });
    await second.ready();
    await expect(verifier.verify(tokens.access_token)).resolves.toMatchObject({
      sub: t.users.platformAdmin.id,
    });
    await second.close();
  });
});
