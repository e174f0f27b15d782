import type { FastifyBaseLogger } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../infra/db/database';
import { revokeGrantTokens } from './token-revocation';

interface EndedGrants {
  accountId: string;
  grantIds: string[];
}

/**
 * A logout (the portal's, or any RP-initiated one) makes oidc-provider revoke the session's grant,
 * which stops renewals but not the JWT access tokens already issued under it: the API accepts those
 * without asking the provider. So each revoked grant is also written on the user row, where the
 * API's actor check refuses its tokens from the next request on.
 *
 * The provider announces a revoked grant with a synchronous event, so the grant is noted on the
 * request and written before the response leaves: the logout's redirect follows the write.
 */
export function revokeTokensOfEndedGrants(provider: Provider, db: Database, log: FastifyBaseLogger): void {
  const ended = new WeakMap<KoaContextWithOIDC, EndedGrants>();

  provider.on('grant.revoked', (ctx, grantId) => {
    const accountId = ctx.oidc.session?.accountId;
    if (!accountId) return;
    const noted = ended.get(ctx) ?? { accountId, grantIds: [] };
    noted.grantIds.push(grantId);
    ended.set(ctx, noted);
  });

  provider.use(async (ctx, next) => {
    await next();
    const noted = ended.get(ctx as KoaContextWithOIDC);
    if (!noted) return;
    for (const grantId of noted.grantIds) await revokeGrantTokens(db, noted.accountId, grantId);
    log.info({ event: 'grant_tokens_revoked', userId: noted.accountId, grants: noted.grantIds.length });
  });
}
