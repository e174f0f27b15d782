import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

export const PingResponse = z
  .object({
    result: z.literal('pong'),
    serverTime: z.iso.datetime().describe('The server clock (UTC, ISO 8601) when it answered'),
  })
  .describe('Ping');
export type PingResponse = z.infer<typeof PingResponse>;

/**
 * Spec §9 "ping 15 s": the portal's keep-alive while the user is active. Spec §7 routes `ping` to
 * the merchant API (never crm-prefixed), so it is served at /api/v1/ping. A signed-in call: a token
 * the server no longer accepts answers 401, which ends the portal session.
 */
export const ping = defineEndpoint({
  id: 'session.ping',
  method: 'GET',
  path: '/ping',
  summary: 'Keep-alive of an active portal session',
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  response: PingResponse,
  tags: ['session'],
});
