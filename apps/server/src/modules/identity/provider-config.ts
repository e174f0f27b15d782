import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import { createFindAccount, findUserById } from './accounts';
import { API_SCOPES, firstPartyGrant, OIDC_SCOPES } from './first-party-grant';
import { type IdentityKeys, SIGNING_ALG } from './identity-keys';
import type { IdentityLifetimes } from './identity-settings';
import { revokeTokensOfEndedGrants } from './logout-token-revocation';
import { createOidcAdapterFactory } from './oidc-adapter';
import { loggedOutPage, logoutPage, providerErrorPage } from './pages/provider-pages';

export interface ProviderOptions {
  readonly config: AppConfig;
  readonly db: Database;
  /** `${publicUrl}/identity`: the issuer includes the path the provider is mounted on. */
  readonly issuer: string;
  readonly keys: IdentityKeys;
  readonly lifetimes: IdentityLifetimes;
  readonly log: FastifyBaseLogger;
}

/**
 * oidc-provider needs an absolute URI as resource indicator; the configured audience
 * ('paydesk-api') is not one, so the indicator wraps it and the token's `aud` is set back to it.
 */
export function apiResourceIndicator(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:paydesk:resource:${audience}`;
}

/**
 * Headers for the provider's own responses, which bypass Fastify's onSend hooks. The CSP is set
 * before the provider runs so that its form_post pages can add their script hash to it.
 * frame-ancestors is 'self' (not 'none' as for the portal) because the portal's silent renewal loads
 * the authorization endpoint in a same-origin iframe.
 */
function providerSecurityHeaders(publicOrigin: string) {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "frame-ancestors 'self'",
    `form-action 'self' ${publicOrigin}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    ctx.set('content-security-policy', csp);
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('x-frame-options', 'SAMEORIGIN');
    ctx.set('referrer-policy', 'strict-origin-when-cross-origin');
    // The portal's pages are same-origin isolated; a sign-in popup must be too, or Chromium cuts
    // the popup off from its opener and the sign-in never completes.
    ctx.set('cross-origin-opener-policy', 'same-origin');
    await next();
  };
}

/**
 * The embedded OpenID Connect provider: authorization code with PKCE (S256) for one public client,
 * the portal; JWT access tokens for the Paydesk API carrying `sub` and `profile`; no consent screen;
 * sign-in pages outside the provider under /interaction; keys and state in the database.
 */
export function createProvider(options: ProviderOptions): Provider {
  const { config, db, issuer, keys, lifetimes, log } = options;
  const publicOrigin = new URL(config.publicUrl).origin;
  const portalHref = `${config.publicUrl}/`;
  const resource = apiResourceIndicator(config.oidcAudience);

  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db),
    jwks: keys.signingJwks as Configuration['jwks'],
    clients: [
      {
        client_id: config.oidcClientId,
        client_name: 'Paydesk portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [
          `${config.publicUrl}/authentication/login-callback`,
          `${config.publicUrl}/silent-redirect.html`,
        ],
        post_logout_redirect_uris: [
          `${config.publicUrl}/authentication/logout-callback`,
          `${config.publicUrl}/authentication/logged-out`,
        ],
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    responseTypes: ['code'],
    // Public clients must use PKCE; oidc-provider 9 accepts only S256.
    pkce: { required: () => true },
    scopes: [...OIDC_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name', 'profile'],
    },
    // The portal may name the tenant whose theme the sign-in page should wear (tenant-theme.ts).
    extraParams: ['tenant'],
    findAccount: createFindAccount(db),
    loadExistingGrant: (ctx) => firstPartyGrant(ctx, config.oidcClientId),
    // The user type goes into every access token; the API's actor resolver reads the rest from the
    // database. The grant and the user's token generation let the API refuse the token once a logout
    // or a password change ends it (modules/users/token-revocation-check.ts).
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const user = accountId ? await findUserById(db, accountId) : undefined;
      if (!user) return undefined;
      const grantId = 'grantId' in token ? token.grantId : undefined;
      return {
        profile: user.userType,
        token_generation: user.tokenGeneration,
        ...(grantId ? { grant_id: grantId } : {}),
      };
    },
    cookies: {
      keys: keys.cookieKeys,
      names: { session: 'pd_idp_session', interaction: 'pd_idp_interaction', resume: 'pd_idp_resume' },
      // Lax is enough: the portal's silent-renew iframe is same-site, so the session cookie goes along.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Plain bearer tokens: the API verifies JWTs and does not check DPoP proofs.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES.join(' '),
            audience: config.oidcAudience,
            accessTokenTTL: lifetimes.accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(portalHref);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = providerErrorPage({ error: out.error, description: out.error_description, portalHref });
    },
    ttl: {
      AccessToken: lifetimes.accessTokenSeconds,
      IdToken: lifetimes.accessTokenSeconds,
      AuthorizationCode: 60,
      Interaction: lifetimes.interactionSeconds,
      Session: lifetimes.sessionSeconds,
      Grant: lifetimes.sessionSeconds,
    },
  };

  const provider = new Provider(issuer, configuration);
  // Koa reads the client's address, protocol (secure cookies) and host from X-Forwarded-*, which
  // identity.plugin.ts sets from Fastify's view under TRUST_PROXY before every provider request.
  provider.proxy = true;
  provider.use(providerSecurityHeaders(publicOrigin));
  revokeTokensOfEndedGrants(provider, db, log);
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
  return provider;
}
