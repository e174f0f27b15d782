import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import type { AccountLockout } from './account-lockout';
import { normaliseEmail } from './accounts';
import { field, portalSignInHref, sendPage, signInHref } from './interaction-support';
import type { LoginThrottle } from './login-throttle';
import {
  messagePage,
  PASSWORD_CHANGED,
  passwordResetFormPage,
  passwordResetRequestPage,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
} from './pages/account-pages';
import { completePasswordReset, findResetTokenUser, requestPasswordReset } from './password-reset';
import { newPasswordProblem } from './passwords';

export interface PasswordResetRouteOptions {
  readonly db: Database;
  readonly config: AppConfig;
  readonly throttle: LoginThrottle;
  readonly lockout: AccountLockout;
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * /interaction/password-reset: ask for a link by email (always the same answer, so the page does not
 * reveal who has an account), then /interaction/password-reset/{token} sets the new password.
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRouteOptions,
): Promise<void> {
  const { db, config, throttle, lockout } = options;

  app.get(
    '/interaction/password-reset',
    async (request: FastifyRequest<{ Querystring: { return?: string } }>, reply) =>
      sendPage(
        reply,
        200,
        passwordResetRequestPage({ signInHref: signInHref(config, request.query.return) }),
      ),
  );

  app.post('/interaction/password-reset', async (request, reply) => {
    const email = normaliseEmail(field(request.body, 'email'));
    const signIn = portalSignInHref(config);
    if (!email.includes('@') || email.length > 320) {
      return sendPage(
        reply,
        400,
        passwordResetRequestPage({ signInHref: signIn, error: 'Enter the email of your account.' }),
      );
    }
    await requestPasswordReset(db, email, config.publicUrl);
    return sendPage(reply, 200, passwordResetRequestPage({ signInHref: signIn, notice: RESET_REQUESTED }));
  });

  app.get('/interaction/password-reset/:token', async (request: TokenRequest, reply) => {
    const link = await findResetTokenUser(db, request.params.token);
    if (!link) return sendInvalidLink(reply);
    const invitation = link.purpose === 'invitation';
    return sendPage(reply, 200, passwordResetFormPage({ token: request.params.token, invitation }));
  });

  app.post('/interaction/password-reset/:token', async (request: TokenRequest, reply) => {
    const { token } = request.params;
    const link = await findResetTokenUser(db, token);
    if (!link) return sendInvalidLink(reply);
    const password = field(request.body, 'newPassword');
    const problem = newPasswordProblem(password, field(request.body, 'confirmPassword'));
    const invitation = link.purpose === 'invitation';
    if (problem) return sendPage(reply, 400, passwordResetFormPage({ token, error: problem, invitation }));

    const done = await completePasswordReset(db, token, password);
    if (!done) return sendInvalidLink(reply);
    // Whoever was locked out by failed attempts can sign in with the new password straight away:
    // a lock costs its owner one reset, not 30 minutes.
    await throttle.clear(done.email);
    await lockout.unlock(done.email);
    return sendPage(
      reply,
      200,
      messagePage({
        title: 'Password changed',
        text: `${PASSWORD_CHANGED} Sign in with the new password.`,
        linkHref: portalSignInHref(config),
        linkText: 'Sign in to Paydesk',
      }),
    );
  });

  function sendInvalidLink(reply: Parameters<typeof sendPage>[0]) {
    return sendPage(
      reply,
      400,
      messagePage({
        title: 'Link expired',
        text: RESET_LINK_INVALID,
        linkHref: '/interaction/password-reset',
        linkText: 'Ask for a new link',
      }),
    );
  }
}
