import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { AppError } from '../../infra/errors/app-error';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { toCurrentUser } from './current-user.mapper';
import {
  findMerchant,
  findTenant,
  findUserWithRole,
  listMerchantUsers,
  listTenantNames,
} from './users.repository';

/**
 * GET /users. The user context is about the user, not the tenant they act for, so it uses the
 * actor's own scope and ignores a tenantId header (platform staff keep seeing every tenant).
 */
export async function loadCurrentUser(db: Database, actor: Actor): Promise<CurrentUser> {
  const scope = scopeForActor(actor);
  return withScope(db, scope, async (tx) => {
    const user = await findUserWithRole(tx, scope, actor.userId);
    // The actor was resolved moments ago; a user gone since is simply no longer signed in.
    if (!user) throw AppError.unauthenticated('The access token is not valid');
    const tenant = actor.tenantId ? await findTenant(tx, scope, actor.tenantId) : undefined;
    const tenants = await listTenantNames(tx, scope);
    const merchant = actor.merchantId ? await findMerchant(tx, scope, actor.merchantId) : undefined;
    const merchantUsers = merchant ? await listMerchantUsers(tx, scope, merchant) : [];
    return toCurrentUser({ actor, user, tenant, tenants, merchant, merchantUsers });
  });
}
