import type { AuditWho } from '../../infra/audit/audit-who';
import type { AuditEvent } from '../../infra/audit/audit-writer';
import { AppError } from '../../infra/errors/app-error';

/** Refusals the trail records: not allowed (403) and not in a state that allows it (409, 422). */
const REFUSAL_STATUSES = new Set([403, 409, 422]);

/**
 * Whether a request's failure is a refusal to record. Not: bad input (400), an id the caller cannot
 * see (404: no chain to put it in, and nothing was refused about a row of theirs), or a crash.
 */
export function isRecordedRefusal(error: unknown): error is AppError {
  return error instanceof AppError && REFUSAL_STATUSES.has(error.status);
}

/**
 * A money step that did not happen, as the audit trail records it (issue 17: refusals are recorded
 * too): a single action, a batch item, a bulk job's item or a dispute step refused by its state
 * (denied) or failed on the way (failed), with the refusal's message as the reason and its code
 * after. One shape for all of them, so the audit panel filters them alike.
 */
export interface MoneyRefusal {
  readonly tenantId: string;
  readonly merchantId?: string | null;
  readonly who: AuditWho;
  /** The action without its resource: `refund`, `statusChange`, `accept`. */
  readonly action: string;
  readonly resourceType: 'transaction' | 'dispute';
  readonly resourceId: string;
  readonly outcome: 'denied' | 'failed';
  readonly reason: string;
  readonly code: string;
  /** What else names the step (the bulk job and item, the dispute's payment). */
  readonly details?: Record<string, unknown>;
}

export function moneyRefusalEvent(refusal: MoneyRefusal): AuditEvent {
  return {
    tenantId: refusal.tenantId,
    merchantId: refusal.merchantId ?? null,
    who: refusal.who,
    action: `${refusal.resourceType}.${refusal.action}`,
    resourceType: refusal.resourceType,
    resourceId: refusal.resourceId,
    outcome: refusal.outcome,
    reason: refusal.reason,
    after: { code: refusal.code, ...refusal.details },
  };
}
