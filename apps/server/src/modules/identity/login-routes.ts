import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import { announceAccountLock } from './account-lock-notice';
import { type AccountLockout, MAX_FAILURES_BEFORE_LOCK } from './account-lockout';
import { canSignIn, findUserByEmail, type IdentityUser, normaliseEmail, recordLogin } from './accounts';
import { currentInteraction, field, sendInteractionExpired, sendPage } from './interaction-support';
import {
  clearedLoginNoticeCookie,
  type LoginRefusal,
  loginNoticeCookie,
  readLoginNotice,
} from './login-notice';
import type { LoginThrottle } from './login-throttle';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS, loginPage, TOO_MANY_ATTEMPTS } from './pages/login-page';
import { PASSWORD_MAX_LENGTH, verifyAgainstDummy, verifyPassword } from './passwords';
import { recordSignInEvent, recordSignInEventOf } from './sign-in-events';
import { loadTenantTheme } from './tenant-theme';

export interface LoginRouteOptions {
  readonly provider: Provider;
  readonly db: Database;
  readonly config: AppConfig;
  readonly throttle: LoginThrottle;
  readonly lockout: AccountLockout;
  /** Signs what a refused sign-in's page is to say (login-notice.ts). */
  readonly noticeKey: string;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/** Why a known account's sign-in was refused, in the login history's words. */
function refusalReason(user: IdentityUser, passwordMatches: boolean): string {
  if (!passwordMatches) return 'wrong password';
  if (user.isLocked) return 'account locked by an administrator';
  if (user.tenantActive === false) return 'tenant deactivated';
  return 'account deactivated';
}

/**
 * The sign-in step of an authorization request: oidc-provider redirects to /interaction/{uid}, the
 * form posts back, and on success the browser returns to the provider to get its code. CSRF: the
 * uid is in the path and the interaction cookie (SameSite=Lax, path /interaction/{uid}) must match.
 * A refused sign-in redirects back to its page, which then says why (post/redirect/get,
 * login-notice.ts): the browser never offers to post the form again.
 */
export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions): Promise<void> {
  const { provider, db, config, throttle, lockout, noticeKey } = options;
  const REFUSAL_TEXT: Record<LoginRefusal, string> = {
    401: INVALID_CREDENTIALS,
    423: ACCOUNT_LOCKED,
    429: TOO_MANY_ATTEMPTS,
  };

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return sendInteractionExpired(reply, config);
    if (interaction.prompt.name === 'login') {
      const notice = readLoginNotice(noticeKey, interaction.uid, request.headers.cookie);
      if (!notice) return showLogin(reply, interaction, 200, {});
      reply.header('set-cookie', clearedLoginNoticeCookie(interaction.uid, request.protocol === 'https'));
      return showLogin(reply, interaction, notice.status, {
        email: notice.email,
        error: REFUSAL_TEXT[notice.status],
      });
    }
    // The grant loader approves the first-party portal, so consent should never be asked; if the
    // provider asks anyway, approve what it lists rather than show a screen.
    return approve(reply, request, interaction);
  });

  app.post('/interaction/:uid/login', async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction || interaction.uid !== request.params.uid || interaction.prompt.name !== 'login') {
      return sendInteractionExpired(reply, config);
    }
    const email = normaliseEmail(field(request.body, 'email')).slice(0, 320);
    const password = field(request.body, 'password').slice(0, PASSWORD_MAX_LENGTH + 1);

    // A locked e-mail is told so first (whether or not it has an account), without being counted.
    if (await lockout.isLocked(email))
      return refuse(request, reply, interaction, 423, email, 'account locked');
    if (!(await throttle.admit(email, request.ip)))
      return refuse(request, reply, interaction, 429, email, 'too many attempts');
    const admission = await lockout.admit(email);
    if (admission.locked) return refuse(request, reply, interaction, 423, email, 'account locked');
    // More attempts in a row than allowed: locked without a password check.
    if (admission.failure > MAX_FAILURES_BEFORE_LOCK) {
      return lockAndTell(request, reply, interaction, email, admission);
    }
    const user = email ? await findUserByEmail(db, email) : undefined;
    // Unknown emails and users without a password cost the same argon2 time as a real check.
    const passwordMatches = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await verifyAgainstDummy(password);
    if (!user || !passwordMatches || !canSignIn(user)) {
      if (user) recordSignInEvent(db, request, user, 'signInFailed', refusalReason(user, passwordMatches));
      if (admission.failure < MAX_FAILURES_BEFORE_LOCK)
        return refuse(request, reply, interaction, 401, email);
      return lockAndTell(request, reply, interaction, email, admission);
    }

    await throttle.succeeded(email, request.ip);
    await lockout.succeeded(email);
    await recordLogin(db, user.id);
    recordSignInEvent(db, request, user, 'signIn');
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      // remember: false makes the provider session a browser-session cookie: closing the browser
      // signs out of the back office, as a shared-desk payments tool should.
      { login: { accountId: user.id, remember: false } },
      { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });

  async function showLogin(
    reply: FastifyReply,
    interaction: Interaction,
    status: number,
    form: { email?: string; error?: string },
  ): Promise<FastifyReply> {
    const theme = await loadTenantTheme(db, interaction.params.tenant);
    const email =
      form.email ?? (typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '');
    return sendPage(reply, status, loginPage({ uid: interaction.uid, theme, email, error: form.error }));
  }

  /**
   * Back to the sign-in page, which says why (post/redirect/get). A refusal before the password is
   * checked (`unchecked`: locked, throttled) is recorded for a known account in the background: the
   * answer is the same, in the same time, whether or not the e-mail has one.
   */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    status: LoginRefusal,
    email: string,
    unchecked?: string,
  ): FastifyReply {
    if (unchecked) recordSignInEventOf(db, request, email, 'signInFailed', unchecked);
    const cookie = loginNoticeCookie(
      noticeKey,
      interaction.uid,
      { status, email },
      request.protocol === 'https',
    );
    return reply
      .header('set-cookie', cookie)
      .header('cache-control', 'no-store')
      .redirect(`/interaction/${interaction.uid}`, 303);
  }

  async function lockAndTell(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    email: string,
    admission: { failure: number },
  ) {
    const lock = await lockout.lockIfDue(email, admission);
    if (lock) {
      await announceAccountLock(db, request.log, { email, ...lock, publicUrl: config.publicUrl });
      recordSignInEventOf(db, request, email, 'locked', `${admission.failure} failed sign-ins in a row`);
    }
    return refuse(request, reply, interaction, 423, email);
  }

  async function approve(reply: FastifyReply, request: FastifyRequest, interaction: Interaction) {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || clientId !== config.oidcClientId) return sendInteractionExpired(reply, config);
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }
}
