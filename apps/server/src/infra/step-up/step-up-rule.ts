import { createHash } from 'node:crypto';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { canonicalJson } from '../audit/canonical-json';
import type { Actor } from '../auth/actor';

/** How long a challenge may be confirmed, a step-up code used; how many failures lock, for how long. */
export const STEP_UP_LIMITS = {
  challengeSeconds: 5 * 60,
  codeSeconds: 120,
  failuresBeforeLock: 5,
  lockMinutes: 15,
} as const;

/**
 * Whether this call needs a step-up code from this caller (docs/administration.md "Step-up codes"):
 * always for a declaration marked `stepUp: 'always'`; otherwise when a permission the declaration
 * lists, and the caller holds, is one their roles flag in `scaRequiredPermissions` (the union over
 * the caller's roles, `actor.scaRequired`). Platform staff hold every key without roles, so only the
 * marked calls ask them.
 */
export function needsStepUp(endpoint: AnyEndpoint, actor: Actor): boolean {
  if (endpoint.stepUp === 'always') return true;
  const flagged = actor.scaRequired;
  if (!endpoint.permissions || !flagged || flagged.size === 0) return false;
  const held = [...actor.permissions];
  return endpoint.permissions.some((key) => flagged.has(key) && holdsAny(held, [key]));
}

/**
 * What a step-up code is bound to: SHA-256 (hex) of the canonical JSON (sorted keys, no spaces) of
 * the method, the path as the server answers it without its query, the body after the endpoint's
 * validation (null without one) and the `tenantId` header (null without one, lower-cased): a
 * platform user acting for a tenant names it, and the same call for another tenant is another
 * request. The challenge computes it from what the user is about to send, the check from the
 * request actually sent.
 */
export function requestDigest(
  method: string,
  path: string,
  body: unknown,
  tenantId: string | null | undefined,
): string {
  const canonical = canonicalJson({
    method: method.toUpperCase(),
    path: path.split('?')[0] ?? '',
    body: body ?? null,
    tenantId: tenantId?.trim().toLowerCase() || null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

/** A step-up code as it is stored: SHA-256 (hex) of the code's text. */
export function hashStepUpCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
