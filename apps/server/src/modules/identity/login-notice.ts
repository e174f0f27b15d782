import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A refused sign-in answers with a redirect back to its sign-in page (post/redirect/get), so the
 * browser's Back and reload never offer to post the form, and its password, again. What the page
 * then says (why it refused, and the e-mail typed, so it need not be typed twice) travels in a
 * cookie of that page's own path (/interaction/{uid}) that lives two minutes, is signed with the
 * identity provider's cookie key and bound to the sign-in's uid (so it is only ever what this
 * server wrote for this page), and is read once.
 */

/** Why a sign-in was refused, as the HTTP status its page is shown with. */
export type LoginRefusal = 401 | 423 | 429;

export interface LoginNotice {
  readonly status: LoginRefusal;
  readonly email: string;
}

const COOKIE = 'paydesk_login_notice';
const LIFETIME_SECONDS = 120;
const REFUSALS: readonly LoginRefusal[] = [401, 423, 429];

function signature(key: string, uid: string, payload: string): string {
  return createHmac('sha256', key).update(`login-notice:${uid}:${payload}`).digest('base64url');
}

function attributes(uid: string, secure: boolean, maxAge: number): string {
  return `Path=/interaction/${uid}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that carries `notice` to the sign-in page `uid`. */
export function loginNoticeCookie(key: string, uid: string, notice: LoginNotice, secure: boolean): string {
  const payload = Buffer.from(JSON.stringify([notice.status, notice.email])).toString('base64url');
  return `${COOKIE}=${payload}.${signature(key, uid, payload)}; ${attributes(uid, secure, LIFETIME_SECONDS)}`;
}

/** The Set-Cookie value that removes the notice once its page has shown it. */
export function clearedLoginNoticeCookie(uid: string, secure: boolean): string {
  return `${COOKIE}=; ${attributes(uid, secure, 0)}`;
}

/** The notice this server wrote for the sign-in page `uid`, from a Cookie header; undefined otherwise. */
export function readLoginNotice(
  key: string,
  uid: string,
  cookieHeader: string | undefined,
): LoginNotice | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  const [payload = '', given = ''] = value?.split('.') ?? [];
  if (!payload || !given) return undefined;
  const expected = Buffer.from(signature(key, uid, payload));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return undefined;
  try {
    const [status, email] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (!REFUSALS.includes(status as LoginRefusal) || typeof email !== 'string') return undefined;
    return { status: status as LoginRefusal, email };
  } catch {
    return undefined;
  }
}
