import { getClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { API_SCOPES, identityUrls } from '../identity';

/** GET /_configuration/{clientId}: what the portal needs before anyone signs in. */
export const configurationModule: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getClientConfiguration, ({ params }) => {
    const { config } = app;
    if (params.clientId !== config.oidcClientId) throw AppError.notFound('Client');
    const urls = identityUrls(config);
    return {
      authority: urls.issuer,
      client_id: config.oidcClientId,
      redirect_uri: `${config.publicUrl}/authentication/login-callback`,
      post_logout_redirect_uri: `${config.publicUrl}/authentication/logout-callback`,
      silent_redirect_uri: `${config.publicUrl}/silent-redirect.html`,
      response_type: 'code' as const,
      // Spec §9: openid, profile, email and the APIs for merchant, payment, webhook, accounting,
      // support, file service and banking (they land in the access token's scope).
      scope: `openid profile email ${API_SCOPES.join(' ')}`,
      automaticSilentRenew: false as const,
      popupSignIn: config.popupSignIn,
      sessionIdleSeconds: config.sessionIdleSeconds,
      sessionTimeoutSeconds: config.sessionTimeoutSeconds,
      pingSeconds: config.pingSeconds,
      registrationUrl: urls.registration,
      profileUrl: urls.profile,
      // The portal's own origin: the report page and its pop-up are both the portal's pages.
      reportToolOrigin: new URL(config.publicUrl).origin,
    };
  });
};
