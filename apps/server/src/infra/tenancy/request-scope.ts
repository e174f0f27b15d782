import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { tenants } from '../db/schema';
import { AppError } from '../errors/app-error';
import { canSeeTenant, type DataScope, narrowToTenant, scopeForActor } from './data-scope';
import { type ScopeConfig, type ScopedTx, withScope } from './with-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const resolved = new WeakMap<FastifyRequest, Promise<DataScope>>();

/**
 * The request's scope: the actor's own, narrowed by the optional `tenantId` header (spec §6: "Ticket
 * and transaction calls take a tenantId header ... when an operator acts for a customer"). The header
 * must name an existing tenant the actor can see, else 404; a malformed one is a 400. Resolved once
 * per request.
 */
export function requestScope(request: FastifyRequest): Promise<DataScope> {
  let scope = resolved.get(request);
  if (!scope) {
    scope = resolveScope(request);
    resolved.set(request, scope);
  }
  return scope;
}

/** Runs `fn` in the request's scoped transaction (see withScope). */
export async function withRequestScope<T>(
  request: FastifyRequest,
  fn: (tx: ScopedTx, scope: DataScope) => Promise<T>,
  config?: ScopeConfig,
): Promise<T> {
  const scope = await requestScope(request);
  return withScope(request.server.database.db, scope, (tx) => fn(tx, scope), config);
}

/** The `tenantId` header as sent (trimmed), or undefined without one; the scope and step-up read it. */
export function tenantIdHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers.tenantid;
  return (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
}

async function resolveScope(request: FastifyRequest): Promise<DataScope> {
  const actor = request.actor;
  if (!actor) throw AppError.unauthenticated();
  const own = scopeForActor(actor);
  const tenantId = tenantIdHeaderOf(request);
  if (!tenantId) return own;
  if (!UUID.test(tenantId)) {
    throw AppError.validation([{ field: 'headers.tenantId', message: 'Must be a tenant id (a UUID)' }]);
  }
  if (!canSeeTenant(own, tenantId)) throw AppError.notFound('Tenant');
  const narrowed = narrowToTenant(own, tenantId);
  const exists = await withScope(request.server.database.db, narrowed, async (tx) => {
    const rows = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return rows.length > 0;
  });
  if (!exists) throw AppError.notFound('Tenant');
  return narrowed;
}
