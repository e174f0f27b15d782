import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningJwks } from '../../modules/identity/identity-keys';
import { createLocalTokenVerifier, createRemoteTokenVerifier, EXTERNAL_ALGORITHMS } from './token-verifier';

const ISSUER = 'http://localhost:3000/identity';
const AUDIENCE = 'paydesk-api';

let privateJwk: JWK;
let publicJwk: JWK;
let otherPrivateJwk: JWK;

beforeAll(async () => {
  [privateJwk] = (await generateSigningJwks()).keys as [JWK];
  const { d: _d, ...rest } = privateJwk;
  publicJwk = rest;
  [otherPrivateJwk] = (await generateSigningJwks()).keys as [JWK];
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  expiresIn?: number;
  typ?: string;
  key?: JWK;
}

async function token(options: TokenOptions = {}): Promise<string> {
  const key = options.key ?? privateJwk;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ profile: 'Platform', ...options.claims })
    .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'at+jwt', kid: key.kid })
    .setSubject('3f1c2d7e-0000-4000-8000-000000000001')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt(now - 10)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(await importJWK(key, 'ES256'));
}

const local = () =>
  createLocalTokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    algorithms: ['ES256'],
    typ: 'at+jwt',
    jwks: { keys: [publicJwk] },
  });

describe('the local access-token verifier', () => {
  it('accepts a valid token and returns sub and profile', async () => {
    await expect(local().verify(await token())).resolves.toEqual({
      sub: '3f1c2d7e-0000-4000-8000-000000000001',
      profile: 'Platform',
    });
  });

  it('passes on the grant and token generation a logout or password change is checked against', async () => {
    const claims = { grant_id: 'grant-1', token_generation: 2 };
    await expect(local().verify(await token({ claims }))).resolves.toMatchObject({
      grantId: 'grant-1',
      tokenGeneration: 2,
    });
  });

  it.each<[string, () => Promise<string>]>([
    ['an expired token', () => token({ expiresIn: -60 })],
    ['a token signed with another key', () => token({ key: otherPrivateJwk })],
    ['a token for another audience', () => token({ audience: 'another-api' })],
    ['a token from another issuer', () => token({ issuer: 'http://evil.example/identity' })],
    ['an ID token (typ JWT)', () => token({ typ: 'JWT' })],
    ['a token without profile', () => token({ claims: { profile: undefined } })],
    ['a token with an empty profile', () => token({ claims: { profile: '' } })],
    ['a malformed token', async () => 'not.a.jwt'],
    ['an empty token', async () => ''],
    [
      'an unsigned token',
      async () => {
        const parts = (await token()).split('.');
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
        return `${header}.${parts[1]}.`;
      },
    ],
  ])('rejects %s with a 401 error', async (_name, make) => {
    await expect(local().verify(await make())).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('rejects a token without sub', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noSub = await new SignJWT({ profile: 'crm' })
      .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: privateJwk.kid })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime(now + 60)
      .sign(await importJWK(privateJwk, 'ES256'));
    await expect(local().verify(noSub)).rejects.toMatchObject({ status: 401 });
  });
});

describe('the remote access-token verifier', () => {
  let server: Server;
  let issuer: string;
  let discoveryIssuer: string;
  let discoveries = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/realm/.well-known/openid-configuration') {
        discoveries += 1;
        response.end(JSON.stringify({ issuer: discoveryIssuer, jwks_uri: `${issuer}/keys` }));
      } else if (request.url === '/realm/keys') {
        response.end(JSON.stringify({ keys: [publicJwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realm`;
    discoveryIssuer = issuer;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const remote = () =>
    createRemoteTokenVerifier({ issuer, audience: AUDIENCE, algorithms: EXTERNAL_ALGORITHMS });

  it('discovers the key set once and verifies tokens of the external issuer', async () => {
    const verifier = remote();
    const before = discoveries;
    const tokenFromIssuer = await token({ issuer, typ: 'JWT' });
    await expect(verifier.verify(tokenFromIssuer)).resolves.toMatchObject({ profile: 'Platform' });
    await expect(verifier.verify(tokenFromIssuer)).resolves.toMatchObject({ profile: 'Platform' });
    expect(discoveries - before).toBe(1);
  });

  it('rejects tokens of the external issuer for another audience or with a foreign key', async () => {
    const verifier = remote();
    await expect(verifier.verify(await token({ issuer, audience: 'other' }))).rejects.toMatchObject({
      status: 401,
    });
    await expect(verifier.verify(await token({ issuer, key: otherPrivateJwk }))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rejects everything when discovery names another issuer, and retries discovery later', async () => {
    discoveryIssuer = 'http://elsewhere.example/realm';
    const verifier = remote();
    await expect(verifier.verify(await token({ issuer }))).rejects.toMatchObject({ status: 401 });
    discoveryIssuer = issuer;
    await expect(verifier.verify(await token({ issuer }))).resolves.toMatchObject({ profile: 'Platform' });
  });
});
