import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Database } from '../../infra/db/database';
import { canSignIn, findUserById, type IdentityUser, setPasswordHash } from './accounts';
import { field, portalSignInHref, sendPage } from './interaction-support';
import type { LoginThrottle } from './login-throttle';
import { messagePage, PASSWORD_CHANGED, profilePage } from './pages/account-pages';
import { TOO_MANY_ATTEMPTS } from './pages/login-page';
import { hashPassword, newPasswordProblem, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords';
import { endSessionsAfterPasswordChange } from './token-revocation';

export interface ProfileRouteOptions {
  readonly provider: Provider;
  readonly db: Database;
  readonly config: AppConfig;
  readonly throttle: LoginThrottle;
  /** The provider's cookie signing key, reused to derive the form's anti-forgery token. */
  readonly csrfKey: string;
}

interface SignedIn {
  readonly user: IdentityUser;
  readonly sessionUid: string;
  /** The portal's grant in this session: the one whose tokens survive a password change here. */
  readonly grantId: string | undefined;
}

/**
 * /interaction/profile: the signed-in user's name and email, and a password change. It needs the
 * provider session (the same cookie the portal's silent renewal relies on), not an access token,
 * because the portal links here with a plain navigation.
 */
export async function profileRoutes(app: FastifyInstance, options: ProfileRouteOptions): Promise<void> {
  const { provider, db, config, throttle, csrfKey } = options;
  const portalHref = `${config.publicUrl}/`;

  /** Ties the form to this provider session; the SameSite cookie alone already stops cross-site posts. */
  const csrfFor = (sessionUid: string) =>
    createHmac('sha256', csrfKey).update(`profile:${sessionUid}`).digest('base64url');

  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | null> {
    const session = await provider.Session.get(provider.createContext(request.raw, reply.raw));
    if (!session.accountId) return null;
    const user = await findUserById(db, session.accountId);
    if (!user || !canSignIn(user)) return null;
    return { user, sessionUid: session.uid, grantId: session.grantIdFor(config.oidcClientId) };
  }

  function showProfile(
    reply: FastifyReply,
    status: number,
    who: SignedIn,
    message: { error?: string; notice?: string },
  ) {
    return sendPage(
      reply,
      status,
      profilePage({
        firstName: who.user.firstName,
        lastName: who.user.lastName,
        email: who.user.email,
        csrf: csrfFor(who.sessionUid),
        portalHref,
        ...message,
      }),
    );
  }

  function showSignedOut(reply: FastifyReply) {
    return sendPage(
      reply,
      401,
      messagePage({
        title: 'Not signed in',
        text: 'Sign in to Paydesk to see your profile.',
        linkHref: portalSignInHref(config),
        linkText: 'Sign in to Paydesk',
      }),
    );
  }

  app.get('/interaction/profile', async (request, reply) => {
    const who = await signedIn(request, reply);
    return who ? showProfile(reply, 200, who, {}) : showSignedOut(reply);
  });

  app.post('/interaction/profile/password', async (request, reply) => {
    const who = await signedIn(request, reply);
    if (!who) return showSignedOut(reply);
    if (!sameToken(field(request.body, 'csrf'), csrfFor(who.sessionUid))) {
      return showProfile(reply, 403, who, { error: 'The form has expired. Try again.' });
    }
    const current = field(request.body, 'currentPassword').slice(0, PASSWORD_MAX_LENGTH + 1);
    const next = field(request.body, 'newPassword');
    const confirmation = field(request.body, 'confirmPassword');

    // Guessing the current password here counts against the same limit as the sign-in page.
    if (!(await throttle.admit(who.user.email, request.ip))) {
      return showProfile(reply, 429, who, { error: TOO_MANY_ATTEMPTS });
    }
    if (!who.user.passwordHash || !(await verifyPassword(who.user.passwordHash, current))) {
      return showProfile(reply, 400, who, { error: 'The current password is not correct.' });
    }
    await throttle.succeeded(who.user.email, request.ip);
    const problem = newPasswordProblem(next, confirmation);
    if (problem) return showProfile(reply, 400, who, { error: problem });

    await setPasswordHash(db, who.user.id, await hashPassword(next));
    // Whoever else knew the old password is signed out everywhere; this browser stays signed in.
    await endSessionsAfterPasswordChange(db, who.user.id, who);
    return showProfile(reply, 200, who, { notice: PASSWORD_CHANGED });
  });
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
