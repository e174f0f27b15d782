import type { Audience } from '@paydesk/contracts/auth/levels';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { users } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';

/** A person as the desk shows them (spec §3 "Assignable user": email, firstName, lastName). */
export interface Person {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Who is calling a desk endpoint: the actor, the side they speak for, and their name for the feed. */
export interface Caller {
  readonly actor: Actor;
  readonly audience: Audience;
  readonly person: Person;
}

/**
 * The caller with their name. Read in the actor's own scope rather than the request's: platform
 * staff acting for one tenant (tenantId header) have a narrowed scope in which their own user row,
 * which belongs to no tenant, is not visible.
 */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const actor = request.actor;
  if (!actor) throw AppError.unauthenticated();
  const [row] = await withScope(request.server.database.db, scopeForActor(actor), (tx) =>
    tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1),
  );
  return {
    actor,
    audience: actor.audience,
    person: {
      userId: actor.userId,
      email: actor.email,
      firstName: row?.firstName ?? '',
      lastName: row?.lastName ?? '',
    },
  };
}

export function displayName(person: { email: string; firstName: string; lastName: string }): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} <${person.email}>` : person.email;
}
