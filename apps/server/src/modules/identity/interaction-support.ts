import { hasForbiddenCharacters } from '@paydesk/contracts/validation/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type Interaction } from 'oidc-provider';
import type { AppConfig } from '../../config';
import { messagePage } from './pages/account-pages';

/** Sends a server-rendered page; identity pages are never cached (they carry forms and personal data). */
export function sendPage(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * A form field as one string. A repeated or missing field reads as empty, and so does one holding a
 * control character or half a character: no e-mail or password holds one, and PostgreSQL refuses
 * to compare or store a NUL, so such a value is treated as the nothing it names.
 */
export function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' && !hasForbiddenCharacters(value) ? value : '';
}

/** The portal's sign-in route: starting there begins a fresh authorization request. */
export function portalSignInHref(config: AppConfig): string {
  return `${config.publicUrl}/authentication/login`;
}

const INTERACTION_UID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Where "Back to sign in" goes from the registration and reset pages: the sign-in page the user came
 * from (its uid travels in `?return=`), else the portal's sign-in route.
 */
export function signInHref(config: AppConfig, returnUid: unknown): string {
  return typeof returnUid === 'string' && INTERACTION_UID.test(returnUid)
    ? `/interaction/${returnUid}`
    : portalSignInHref(config);
}

/**
 * The pending interaction of this browser, or null when its cookie is missing or it expired.
 * oidc-provider finds it through the interaction cookie, whose path is /interaction/{uid}.
 */
export async function currentInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Interaction | null> {
  try {
    return await provider.interactionDetails(request.raw, reply.raw);
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return null;
    throw error;
  }
}

export function sendInteractionExpired(reply: FastifyReply, config: AppConfig): FastifyReply {
  return sendPage(
    reply,
    400,
    messagePage({
      title: 'Sign-in expired',
      text: 'This sign-in page is no longer valid. Start again from Paydesk.',
      linkHref: portalSignInHref(config),
      linkText: 'Sign in to Paydesk',
    }),
  );
}
