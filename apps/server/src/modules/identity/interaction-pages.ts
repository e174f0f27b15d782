import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import { AccountLockout } from './account-lockout';
import { sendPage, signInHref } from './interaction-support';
import { loginRoutes } from './login-routes';
import { LoginThrottle } from './login-throttle';
import { registrationPage } from './pages/account-pages';
import { AUTO_SUBMIT_SCRIPT, AUTO_SUBMIT_SCRIPT_PATH } from './pages/provider-pages';
import { passwordMeterRoutes } from './password-meter-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';

export interface InteractionPagesOptions {
  readonly provider: Provider;
  readonly db: Database;
  readonly config: AppConfig;
  readonly csrfKey: string;
}

/**
 * The identity pages under /interaction (outside the provider's /identity path): sign-in,
 * registration, profile, password reset, the sign-out script and the password meter's scripts. Registered as an encapsulated
 * plugin so the form-body parser they need does not leak into the JSON API.
 */
export async function interactionPages(
  app: FastifyInstance,
  options: InteractionPagesOptions,
): Promise<void> {
  const { provider, db, config, csrfKey } = options;
  const throttle = new LoginThrottle(db);
  const lockout = new AccountLockout(db);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  await loginRoutes(app, { provider, db, config, throttle, lockout, noticeKey: csrfKey });
  await profileRoutes(app, { provider, db, config, throttle, csrfKey });
  await passwordResetRoutes(app, { db, config, throttle, lockout });
  passwordMeterRoutes(app);

  app.get(
    '/interaction/register',
    async (request: FastifyRequest<{ Querystring: { return?: string } }>, reply) =>
      sendPage(reply, 200, registrationPage({ signInHref: signInHref(config, request.query.return) })),
  );

  app.get(AUTO_SUBMIT_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTO_SUBMIT_SCRIPT),
  );
}
