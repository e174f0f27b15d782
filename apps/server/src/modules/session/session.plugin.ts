import { ping } from '@paydesk/contracts/session/ping.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';

/**
 * The portal session's server side: GET /ping, the keep-alive the portal sends every `pingSeconds`
 * while its user is active (spec §9). Authentication comes from the declaration, so an expired or
 * revoked token answers 401 and the portal ends the session. No data is read: the server keeps no
 * session state (ARCHITECTURE principle 7).
 */
export const sessionModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, ping, () => ({ result: 'pong' as const, serverTime: new Date().toISOString() }));
};
