import { z } from 'zod';
import { routeServicePath, SERVICE_MOUNTS } from '../http/service-routing';
import { TEXT_MAX, text } from '../validation/text';

/**
 * Step-up (SCA) codes: a per-action confirmation tied to the exact request, in the manner of PSD2 RTS
 * articles 4–5 (docs/administration.md "Step-up codes").
 *
 * 1. `POST api/step-up/challenges` with the request about to be sent → a challenge and its summary.
 * 2. `POST api/step-up/challenges/{id}/confirm` with the authenticator's 6-digit code → the step-up
 *    code (valid 120 s, once, for this user, session and request only).
 * 3. The request itself, with the code in the `scacode` header.
 */

export { STEP_UP_HEADER } from './step-up-header';

/**
 * The path a challenge names for a filled client path (`fillPath(endpoint.path, params)`): where the
 * request is sent, without host and query, as the API client routes it.
 */
export function stepUpPathOf(clientPath: string, options: { crmUser: boolean }): string {
  const routed = routeServicePath(clientPath.split('?')[0] ?? '', options);
  return SERVICE_MOUNTS[routed.service] + routed.path;
}

/** The methods a request needing step-up may have. */
export const StepUpMethod = z.enum(['POST', 'PUT', 'PATCH', 'DELETE', 'GET']);

/**
 * The request the user is about to send.
 * - `path`: the path as the server answers it, without host and query, e.g.
 *   `/api/v1.1/users/crm/7c2f…` or `/api/v1/tenants/{id}/tenant-user/{userId}/deactivate` filled in
 *   (what `fillPath` and the service routing give: `SERVICE_MOUNTS[service] + path`).
 * - `body`: the JSON body exactly as it will be sent, as JSON text (`JSON.stringify(body)`); left out
 *   for a call without a body. Key order and spacing do not matter: the server compares canonical JSON
 *   of the body after the endpoint's own validation.
 * - `tenantId`: the `tenantId` header the request will carry, if any; the code is bound to it.
 */
export const StepUpChallengeInput = z.object({
  method: StepUpMethod,
  path: text(TEXT_MAX.url).regex(/^\/[^?#]*$/, 'Send the path only, starting with /, without a query'),
  body: text(200_000).optional(),
  tenantId: z
    .uuid()
    .optional()
    .describe('The `tenantId` header the request will carry (a platform user acting for a tenant)'),
});
export type StepUpChallengeInput = z.infer<typeof StepUpChallengeInput>;

export const StepUpChallenge = z.object({
  challengeId: z.string(),
  /** A plain sentence saying what will be confirmed, e.g. "Deactivate a user: ada@northwind.test". */
  summary: z.string(),
  expiresAt: z.string().describe('ISO 8601 date-time, UTC (5 minutes)'),
});
export type StepUpChallenge = z.infer<typeof StepUpChallenge>;

export const StepUpChallengeParams = z.object({ id: z.uuid() });

/** A 6-digit code from the authenticator app (TOTP, SHA-1, 30 s). */
export const AuthenticatorCode = text(TEXT_MAX.code)
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

export const StepUpConfirmInput = z.object({ code: AuthenticatorCode });
export type StepUpConfirmInput = z.infer<typeof StepUpConfirmInput>;

export const StepUpCode = z.object({
  /** Send it as the `scacode` header of the request named in the challenge; it works once. */
  scaCode: z.string(),
  expiresAt: z.string().describe('ISO 8601 date-time, UTC (120 seconds)'),
});
export type StepUpCode = z.infer<typeof StepUpCode>;

/** The user's own step-up state (profile settings). */
export const StepUpStatus = z.object({
  enrolled: z.boolean(),
  /** Set while five failures in a row keep step-up locked (15 minutes). */
  lockedUntil: z.string().nullable().describe('ISO 8601 date-time, UTC'),
});
export type StepUpStatus = z.infer<typeof StepUpStatus>;

/** A new authenticator secret, shown once: the portal draws the QR code from `otpauthUrl`. */
export const StepUpEnrolment = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/Paydesk:<e-mail>?secret=…&issuer=Paydesk&algorithm=SHA1&digits=6&period=30` */
  otpauthUrl: z.string(),
});
export type StepUpEnrolment = z.infer<typeof StepUpEnrolment>;
