import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import { announceAccountLock } from './account-lock-notice';
import { type AccountLockout, MAX_FAILURES_BEFORE_LOCK } from './account-lockout';
import { canSignIn, findUserByEmail, normaliseEmail, recordLogin } from './accounts';
import { currentInteraction, field, sendInteractionExpired, sendPage } from './interaction-support';
import type { LoginThrottle } from './login-throttle';
import { ACCOUNT_LOCKED, INVALID_CREDENTIALS, loginPage, TOO_MANY_ATTEMPTS } from './pages/login-page';
import { PASSWORD_MAX_LENGTH, verifyAgainstDummy, verifyPassword } from './passwords';
import { loadTenantTheme } from './tenant-theme';

export interface LoginRouteOptions {
  readonly provider: Provider;
  readonly db: Database;
  readonly config: AppConfig;
  readonly throttle: LoginThrottle;
  readonly lockout: AccountLockout;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

/**
 * The sign-in step of an authorization request: oidc-provider redirects to /interaction/{uid}, the
 * form posts back, and on success the browser returns to the provider to get its code. CSRF: the
 * uid is in the path and the interaction cookie (SameSite=Lax, path /interaction/{uid}) must match.
 */
export async function loginRoutes(app: FastifyInstance, options: LoginRouteOptions): Promise<void> {
  const { provider, db, config, throttle, lockout } = options;

  app.get('/interaction/:uid', async (request: UidRequest, reply) => {
    const interaction = await currentInteraction(provider, request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return sendInteractionExpired(reply, config);
    if (interaction.prompt.name === 'login') {
      return showLogin(reply, interaction, 200, {});
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
    if (await lockout.isLocked(email)) return showLocked(reply, interaction, email);
    if (!(await throttle.admit(email, request.ip))) {
      return showLogin(reply, interaction, 429, { email, error: TOO_MANY_ATTEMPTS });
    }
    const admission = await lockout.admit(email);
    if (admission.locked) return showLocked(reply, interaction, email);
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
      if (admission.failure < MAX_FAILURES_BEFORE_LOCK) {
        return showLogin(reply, interaction, 401, { email, error: INVALID_CREDENTIALS });
      }
      return lockAndTell(request, reply, interaction, email, admission);
    }

    await throttle.succeeded(email, request.ip);
    await lockout.succeeded(email);
    await recordLogin(db, user.id);
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

  async function lockAndTell(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    email: string,
    admission: { failure: number },
  ) {
    const lock = await lockout.lockIfDue(email, admission);
    if (lock) await announceAccountLock(db, request.log, { email, ...lock, publicUrl: config.publicUrl });
    return showLocked(reply, interaction, email);
  }

  function showLocked(reply: FastifyReply, interaction: Interaction, email: string) {
    return showLogin(reply, interaction, 423, { email, error: ACCOUNT_LOCKED });
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
