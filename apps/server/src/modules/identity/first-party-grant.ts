import type { Grant, KoaContextWithOIDC } from 'oidc-provider';

/** The OpenID scopes the provider offers (and lists in discovery). */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const;

/**
 * Scopes of the Paydesk API resource server (spec §9 names the APIs the portal asks for). They belong
 * to the resource server, never to the provider's `scopes` list (oidc-provider would then treat them
 * as OpenID scopes and consent fails with missingOIDCScope). Requested ones end up in the access
 * token's `scope`; the API authorises by the user's role, not by these.
 */
export const API_SCOPES = [
  'merchant-api',
  'payment-api',
  'webhook-api',
  'accounting-api',
  'support-api',
  'file-service-api',
  'banking-api',
] as const;

const oidcScopes = new Set<string>(OIDC_SCOPES);
const apiScopes = new Set<string>(API_SCOPES);

/**
 * The grant for the first-party portal: everything it asked for, within what the provider offers.
 * Used as `loadExistingGrant`, so the portal never shows a consent screen, and a silent
 * (prompt=none) request with a live session always succeeds.
 */
export async function firstPartyGrant(
  ctx: KoaContextWithOIDC,
  firstPartyClientId: string,
): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.account?.accountId ?? oidc.session?.accountId;
  if (!client || !accountId || client.clientId !== firstPartyClientId) return undefined;

  const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  const grant =
    existing && existing.accountId === accountId && existing.clientId === client.clientId
      ? existing
      : new oidc.provider.Grant({ accountId, clientId: client.clientId });

  const requested = [...oidc.requestParamScopes];
  const requestedOidcScopes = requested.filter((scope) => oidcScopes.has(scope));
  if (requestedOidcScopes.length) grant.addOIDCScope(requestedOidcScopes.join(' '));
  const requestedApiScopes = requested.filter((scope) => apiScopes.has(scope));
  if (requestedApiScopes.length) {
    for (const indicator of Object.keys(oidc.resourceServers ?? {})) {
      grant.addResourceScope(indicator, requestedApiScopes.join(' '));
    }
  }
  await grant.save();
  return grant;
}
