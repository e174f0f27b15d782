import {
  endProfileSession,
  getProfileSettings,
  listProfileSessions,
  updateProfileSettings,
} from '@paydesk/contracts/profile/profile.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { endUserSession, listUserSessions } from '../identity';
import { readProfileSettings, saveProfileSettings } from './profile.repository';

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

  registerEndpoint(app, updateProfileSettings, ({ actor, body }) =>
    withScope(db, scopeForActor(actor), (tx) => saveProfileSettings(tx, actor.userId, body)),
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

  registerEndpoint(app, endProfileSession, async ({ actor, params }) => {
    if (!(await endUserSession(db, actor.userId, params.id))) throw AppError.notFound('Session not found');
    return { ended: true as const };
  });
};
