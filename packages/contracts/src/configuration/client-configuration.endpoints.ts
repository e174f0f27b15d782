import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { text } from '../validation/text';

/**
 * What the portal needs before sign-in: the identity client settings and the session figures of
 * spec §9, which "come from environment config, so the values may differ per environment".
 */
export const ClientConfiguration = z.object({
  authority: z.string().describe('OpenID Connect issuer URL'),
  client_id: z.string(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  silent_redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string(),
  automaticSilentRenew: z.literal(false),
  popupSignIn: z.boolean().describe('Try a popup after silent sign-in fails (spec §8: disabled by default)'),
  sessionIdleSeconds: z.number().int().positive(),
  sessionTimeoutSeconds: z.number().int().positive(),
  pingSeconds: z.number().int().positive(),
  registrationUrl: z.string(),
  profileUrl: z.string(),
  reportToolOrigin: z
    .string()
    .describe(
      "The report pop-up tool's configured origin: its data messages are accepted only from it (spec §4)",
    ),
});
export type ClientConfiguration = z.infer<typeof ClientConfiguration>;

export const getClientConfiguration = defineEndpoint({
  id: 'configuration.client',
  method: 'GET',
  path: '/_configuration/{clientId}',
  summary: 'Identity client settings and session timings for the portal',
  audiences: ['customer', 'tenant', 'platform'],
  public: true,
  params: z.object({ clientId: text(100).min(1) }),
  response: ClientConfiguration,
  tags: ['configuration'],
});
