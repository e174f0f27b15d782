import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { type DataScope, narrowToTenant, scopeForActor } from '../../infra/tenancy/data-scope';
import type { TransactionJobRecord } from './transaction-jobs.table';

/**
 * The permission a job's requester must still hold when the worker acts for them (any of), by job
 * kind and audience. A job runs as its requester, re-resolved on every batch: a user deactivated,
 * locked or stripped of the permission since submitting stops the job instead of acting with
 * rights they no longer have.
 */
const REQUIRED: Record<TransactionJobRecord['kind'], readonly string[]> = {
  BulkUpdate: ['Platform.Transaction.BulkUpdateRequest'],
  BulkAction: ['CRM.Transaction.BulkActions', 'Merchant.Transaction.BulkActions'],
  Export: ['CRM.Transaction.View', 'Platform.Transaction.Lookup', 'Merchant.Transaction.View'],
  WebhookResend: ['CRM.Reports.ResendWebhooks', 'CRM.Transaction.Actions', 'Merchant.Transaction.Actions'],
};

export interface JobRequester {
  readonly actor: Actor;
  /** The requester's scope now, narrowed to the job's tenant (the tenantId header it was started with). */
  readonly scope: DataScope;
}

/** The requester as they are now, or null when they can no longer run this job. */
export async function resolveJobRequester(
  app: FastifyInstance,
  job: TransactionJobRecord,
): Promise<JobRequester | null> {
  const actor = await app.auth.actors.resolve(
    { sub: job.requestedBy, profile: job.requesterProfile },
    job.mode,
  );
  if (!actor || actor.mode !== job.mode) return null;
  if (!REQUIRED[job.kind].some((key) => actor.permissions.has(key))) return null;
  const own = scopeForActor(actor);
  const scope = job.tenantId ? narrowToTenant(own, job.tenantId) : own;
  if (scope.tenantIds !== 'all' && scope.tenantIds.length === 0) return null;
  return { actor, scope };
}

/** The tenant a job started in this scope belongs to: null only for an every-tenant scope. */
export function jobTenantOf(scope: DataScope): string | null {
  if (scope.tenantIds === 'all') return null;
  return scope.tenantIds[0] ?? null;
}
