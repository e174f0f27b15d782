import middie from '@fastify/middie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { AccessTokenVerifier } from '../../infra/auth/actor';
import {
  createLocalTokenVerifier,
  createRemoteTokenVerifier,
  EXTERNAL_ALGORITHMS,
} from '../../infra/auth/token-verifier';
import type { Database } from '../../infra/db/database';
import { loadOrCreateIdentityKeys, SIGNING_ALG } from './identity-keys';
import { type IdentityLifetimes, identityLifetimes } from './identity-settings';
import { identityUrls } from './identity-urls';
import { interactionPages } from './interaction-pages';
import { createProvider } from './provider-config';

export interface IdentityOptions {
  readonly config: AppConfig;
  readonly db: Database;
  /** Defaults from the environment (ACCESS_TOKEN_TTL_SECONDS); tests pass their own. */
  readonly lifetimes?: IdentityLifetimes;
}

/** Where the embedded provider is mounted; part of the issuer URL. */
export const PROVIDER_MOUNT_PATH = '/identity';

/**
 * Identity for the whole server, and the verifier the API uses for access tokens.
 *
 * Embedded (no OIDC_ISSUER): mounts oidc-provider at /identity and its pages at /interaction, and
 * verifies tokens against the provider's own public keys, read from the database (no HTTP round trip).
 *
 * External (OIDC_ISSUER set): nothing is mounted here. Sign-in, registration and profile pages are
 * the external provider's; the API only verifies its tokens, fetching keys from its discovery
 * document's jwks_uri, with the same pinned issuer, audience (OIDC_AUDIENCE) and claims.
 */
/**
 * Koa (under oidc-provider) trusts X-Forwarded-* from every peer or from none, where TRUST_PROXY may
 * name some. So the provider trusts them (provider-config.ts sets `proxy`), and they are replaced
 * here by what Fastify read under TRUST_PROXY: a client that is not a trusted proxy cannot choose
 * the address, protocol (secure cookies) or host the provider sees.
 */
function forwardTrustedView(request: FastifyRequest): void {
  // Read all three before writing: the getters read these headers.
  const { ip, protocol, host } = request;
  const { headers } = request.raw;
  headers['x-forwarded-for'] = ip;
  headers['x-forwarded-proto'] = protocol;
  headers['x-forwarded-host'] = host;
}

export async function registerIdentity(
  app: FastifyInstance,
  options: IdentityOptions,
): Promise<AccessTokenVerifier> {
  const { config, db } = options;
  const urls = identityUrls(config);
  if (!urls.embedded) {
    return createRemoteTokenVerifier({
      issuer: urls.issuer,
      audience: config.oidcAudience,
      algorithms: EXTERNAL_ALGORITHMS,
    });
  }

  const keys = await loadOrCreateIdentityKeys(db);
  const provider = createProvider({
    config,
    db,
    issuer: urls.issuer,
    keys,
    lifetimes: options.lifetimes ?? identityLifetimes(options.config),
    log: app.log,
  });

  // Before middie's hook, which runs the provider (hooks run in the order they are added).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith(PROVIDER_MOUNT_PATH)) forwardTrustedView(request);
  });
  // oidc-provider is a Koa app; middie runs it as middleware for everything under /identity. It
  // answers those requests itself (reading the raw body), so Fastify's parsers never see them.
  if (!app.hasDecorator('use')) await app.register(middie);
  app.use(PROVIDER_MOUNT_PATH, provider.callback());
  // Routes so Fastify's router matches these paths and runs its onRequest hooks (and so middie) for
  // them; they only answer if the provider did not, which it always does.
  const unreachable = async () => {
    throw new Error('the identity provider did not answer');
  };
  app.all(PROVIDER_MOUNT_PATH, unreachable);
  app.all(`${PROVIDER_MOUNT_PATH}/*`, unreachable);

  await app.register(interactionPages, { provider, db, config, csrfKey: keys.cookieKeys[0] ?? '' });

  return createLocalTokenVerifier({
    issuer: urls.issuer,
    audience: config.oidcAudience,
    algorithms: [SIGNING_ALG],
    typ: 'at+jwt',
    jwks: keys.publicJwks,
  });
}
