import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';

/** Who acted and from where, as the trail records it. */
export interface AuditWho {
  /** Null for the system's own work (a job, the reconciler). */
  readonly actorUserId: string | null;
  /** platform, tenant, merchant or system. */
  readonly actorType: string;
  readonly actorEmail: string;
  /**
   * The name to keep when the user has none in the database (the system's own work); a user's name
   * and roles are read as they are at the moment of writing (app_audit_chain_head).
   */
  readonly actorName?: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly requestId: string | null;
  /** A step-up code confirmed the request (infra/step-up): its rows record `scaUsed`. */
  readonly scaUsed?: boolean;
}

/** Where a request came from: what the trail keeps beside the actor. */
export interface RequestOrigin {
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly requestId: string | null;
  /** Whether a step-up code was used up for this request (the step-up check sets it). */
  readonly scaUsed?: boolean;
}

const ACTOR_TYPE = { platform: 'platform', tenant: 'tenant', customer: 'merchant' } as const;

/** Text a row may hold from a header: bounded, without control characters (PostgreSQL refuses NUL). */
function headerText(value: string | string[] | undefined, max = 512): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first) return null;
  return first.replace(/\p{Cc}/gu, '').slice(0, max) || null;
}

/** The request's client address (behind the proxies the config trusts), user agent and id. */
export function requestOriginOf(request: FastifyRequest): RequestOrigin {
  return {
    ip: request.ip || null,
    userAgent: headerText(request.headers['user-agent']),
    requestId: request.id ? String(request.id) : null,
    scaUsed: request.stepUpUsed === true,
  };
}

/** The "who" of a row, from the signed-in actor and where their request came from. */
export function auditWho(actor: Actor, origin: RequestOrigin): AuditWho {
  return {
    actorUserId: actor.userId,
    actorType: ACTOR_TYPE[actor.audience],
    actorEmail: actor.email,
    ...origin,
  };
}

/** The "who" of a row written while serving `request`: its actor, from where they called. */
export function requestWho(actor: Actor, request: FastifyRequest): AuditWho {
  return auditWho(actor, requestOriginOf(request));
}

/** The "who" of the system's own work (a scheduled job): no user, no request. */
export function systemWho(name: string): AuditWho {
  return {
    actorUserId: null,
    actorType: 'system',
    actorEmail: '',
    actorName: name,
    ip: null,
    userAgent: null,
    requestId: null,
  };
}
