import {
  endProfileSession,
  getProfileSettings,
  listProfileSessions,
  updateProfileSettings,
} from '@paydesk/contracts/profile/profile.endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestWho } from '../../infra/audit/audit-who';
import { recordAudit } from '../../infra/audit/audit-writer';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { endUserSession, listUserSessions } from '../identity';
import { readProfileSettings, saveProfileSettings } from './profile.repository';

/** A record of the caller's change to their own account, in their tenant's chain. */
function ownRecord(actor: Actor, request: FastifyRequest) {
  return {
    tenantId: actor.tenantId,
    merchantId: actor.merchantId,
    who: requestWho(actor, request),
    resourceType: 'user',
    resourceId: actor.userId,
  };
}

/**
 * Profile settings (`tenant/profile-settings`, `merchant/profile-settings`): every call acts on the
 * caller alone (there is no user id in any path), so nobody reaches another user's profile or
 * sessions through them.
 */
export const profileModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerEndpoint(app, getProfileSettings, ({ actor }) =>
    withScope(db, scopeForActor(actor), (tx) => readProfileSettings(tx, actor.userId)),
  );

  registerEndpoint(app, updateProfileSettings, ({ actor, body, request }) =>
    withScope(db, scopeForActor(actor), async (tx) => {
      const before = await readProfileSettings(tx, actor.userId);
      const after = await saveProfileSettings(tx, actor.userId, body);
      await recordAudit(tx, {
        ...ownRecord(actor, request),
        action: 'profile.update',
        before,
        after,
      });
      return after;
    }),
  );

  registerEndpoint(app, listProfileSessions, async ({ actor }) => {
    const sessions = await listUserSessions(db, actor.userId);
    return sessions.map((session) => ({
      id: session.id,
      signedInAt: session.signedInAt.toISOString(),
      expiresAt: session.expiresAt?.toISOString() ?? null,
      current: actor.grantId !== undefined && session.grantIds.includes(actor.grantId),
    }));
  });

  registerEndpoint(app, endProfileSession, async ({ actor, params, request }) => {
    if (!(await endUserSession(db, actor.userId, params.id))) throw AppError.notFound('Session not found');
    await withScope(db, scopeForActor(actor), (tx) =>
      recordAudit(tx, {
        ...ownRecord(actor, request),
        action: 'profile.endSession',
        after: { session: params.id },
      }),
    );
    return { ended: true as const };
  });
};
