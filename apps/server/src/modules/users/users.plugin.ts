import { getCurrentUser } from '@paydesk/contracts/users/users.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { loadCurrentUser } from './current-user.service';

/** GET /users (spec §3 "Current user"). */
export const usersModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getCurrentUser, ({ actor }) => loadCurrentUser(app.database.db, actor));
};
