import { TRANSACTION_ACTION_MESSAGES } from '@paydesk/contracts/transactions/transaction.model';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { AppError } from '../../infra/errors/app-error';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { createJob, type NewJob } from './transaction-jobs.repository';

/** The create call's Idempotency-Key with what it covers (the path and the validated body), if sent. */
export function submissionOf(request: FastifyRequest, body: unknown): NewJob['submission'] {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  return key ? { key, body: { path: request.url.split('?')[0], body } } : null;
}

/** Creates the job (and its items) in the caller's scope: one transaction, so never half a job. */
export async function createJobFor(request: FastifyRequest, actor: Actor, job: NewJob) {
  try {
    return await withRequestScope(request, (tx, scope) => createJob(tx, scope, actor, job));
  } catch (error) {
    // Two requests with one Idempotency-Key at once: the unique index lets one in; the other is told so.
    if (isUniqueViolation(error))
      throw new AppError('ACTION_IN_FLIGHT', TRANSACTION_ACTION_MESSAGES.inFlight);
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); ) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) break;
  }
  return false;
}
