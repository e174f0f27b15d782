import { z } from 'zod';
import { StatusChangeAction, TransactionStatus } from '../transactions/transaction.schemas';
import { text } from '../validation/text';
import {
  BULK_ACTIONS,
  JOB_ITEM_OUTCOMES,
  TRANSACTION_JOB_KINDS,
  TRANSACTION_JOB_LIMITS,
  TRANSACTION_JOB_MESSAGES,
  TRANSACTION_JOB_STATUSES,
} from './transaction-jobs.model';

/** Bodies and answers of the transaction jobs (docs/transaction-jobs.md; the spec shows none). */

const Id = z.uuid();
const Timestamp = z.string().describe('ISO 8601 date-time in UTC');
const L = TRANSACTION_JOB_LIMITS;
const M = TRANSACTION_JOB_MESSAGES;

export const TransactionJobKind = z.enum(TRANSACTION_JOB_KINDS);
export const TransactionJobStatus = z.enum(TRANSACTION_JOB_STATUSES);
export const JobItemOutcome = z.enum(JOB_ITEM_OUTCOMES);
export const BulkAction = z.enum(BULK_ACTIONS);

export const JobIdParams = z.object({ jobId: Id });

/** One transaction reference of a bulk update: its id (UUID) or its external id. */
export const TransactionReference = text(128, { tooLong: M.referenceTooLong })
  .trim()
  .min(1, M.emptyReference);

/** The first row that repeats an earlier one, as a field message (row numbers are 1-based). */
function refuseDuplicates(values: readonly string[], ctx: z.RefinementCtx, field: string): void {
  const seen = new Map<string, number>();
  values.forEach((value, index) => {
    const key = value.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index + 1);
    else ctx.addIssue({ code: 'custom', path: [field, index], message: M.duplicate(first) });
  });
}

const Comment = text(500, { multiline: true }).trim().min(1, 'A comment is required');
const DeclineReason = text(500, { multiline: true }).trim().min(1).optional();
const declineNeedsReason = (v: { actionType: string; declineReason?: string | undefined }) =>
  v.actionType !== 'Decline' || v.declineReason !== undefined;
const declineReasonIssue = { path: ['declineReason'], message: 'A decline reason is required' };

/** The status change of a bulk update, without its transactions (the CSV upload's query). */
export const BulkUpdateChange = z
  .object({ actionType: StatusChangeAction, declineReason: DeclineReason, comment: Comment })
  .refine(declineNeedsReason, declineReasonIssue);
export type BulkUpdateChange = z.infer<typeof BulkUpdateChange>;

/** POST …/bulk-updates: one status change for many transactions (ids or external ids). */
export const BulkUpdateRequest = z
  .object({
    transactions: z.array(TransactionReference).min(1).max(L.bulkUpdateItems, M.tooManyRows),
    actionType: StatusChangeAction,
    declineReason: DeclineReason,
    comment: Comment,
  })
  .refine(declineNeedsReason, declineReasonIssue)
  .superRefine((v, ctx) => refuseDuplicates(v.transactions, ctx, 'transactions'));
export type BulkUpdateRequest = z.infer<typeof BulkUpdateRequest>;

/** POST …/bulk-actions: one money action, in full, on each selected transaction. */
export const BulkActionRequest = z
  .object({
    action: BulkAction,
    transactionIds: z.array(Id).min(1).max(L.bulkActionItems),
    reason: text(500, { multiline: true }).trim().optional(),
  })
  .superRefine((v, ctx) => refuseDuplicates(v.transactionIds, ctx, 'transactionIds'));
export type BulkActionRequest = z.infer<typeof BulkActionRequest>;

const Paging = {
  PageIndex: z.coerce.number().int().min(0).default(0),
  PageSize: z.coerce.number().int().min(1).max(L.maxPageSize).default(L.defaultPageSize),
};
export const JobListQuery = z.object({ ...Paging, status: TransactionJobStatus.optional() });
export type JobListQuery = z.input<typeof JobListQuery>;
export const JobItemsQuery = z.object({ ...Paging, outcome: JobItemOutcome.optional() });
export type JobItemsQuery = z.input<typeof JobItemsQuery>;

const Requester = z.object({ userId: Id, email: z.string() });

/** Counts of a bulk job; done = total minus Pending. */
export const JobProgress = z.object({
  total: z.number().int().min(0),
  done: z.number().int().min(0),
  applied: z.number().int().min(0),
  refused: z.number().int().min(0),
  notFound: z.number().int().min(0),
  failed: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type JobProgress = z.infer<typeof JobProgress>;

/** A bulk update (platform) or bulk action (operators, merchants), with its progress. */
export const BulkJob = z.object({
  id: Id,
  kind: z.enum(['BulkUpdate', 'BulkAction', 'WebhookResend']),
  status: TransactionJobStatus,
  /** BulkUpdate: Approve/Decline/Fail/Cancel; BulkAction: refund/capture/void/checkStatus; WebhookResend: resendWebhook. */
  action: z.string(),
  declineReason: z.string().nullable(),
  comment: z.string().nullable().describe('The bulk update comment, or the bulk action reason'),
  tenantId: Id.nullable().describe('The tenant the job is limited to; null: every tenant (platform)'),
  requestedBy: Requester,
  progress: JobProgress,
  message: z.string().nullable().describe('Why a Failed job failed'),
  createdAt: Timestamp,
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
});
export type BulkJob = z.infer<typeof BulkJob>;

export const BulkJobPage = z.object({ count: z.number().int().min(0), data: z.array(BulkJob) });
export type BulkJobPage = z.infer<typeof BulkJobPage>;

export const JobItem = z.object({
  /** 1-based: the CSV row (after an optional header) or the list position. */
  position: z.number().int().min(1),
  reference: z.string().describe('What was submitted: a transaction id or external id'),
  transactionId: Id.nullable(),
  externalId: z
    .string()
    .nullable()
    .describe("The found transaction's external id (a bulk action submits ids, which say nothing to a user)"),
  outcome: JobItemOutcome,
  message: z.string().nullable().describe('Refused: the 409 message; NotFound, Failed: why'),
  status: TransactionStatus.nullable().describe('The transaction status after the item ran'),
  processedAt: Timestamp.nullable(),
});
export type JobItem = z.infer<typeof JobItem>;
export const JobItemPage = z.object({ count: z.number().int().min(0), data: z.array(JobItem) });
export type JobItemPage = z.infer<typeof JobItemPage>;

/** An export of the lookup: progress in rows written (of the count when it started) and bytes of the zip. */
export const ExportJob = z.object({
  id: Id,
  status: TransactionJobStatus,
  rowsExpected: z.number().int().min(0).nullable().describe('The lookup count when the export started'),
  rowsExpectedIsCapped: z.boolean(),
  bytesWritten: z.number().int().min(0),
  rowsWritten: z.number().int().min(0).describe('The rows written into the zip so far'),
  fileName: z.string(),
  message: z.string().nullable(),
  createdAt: Timestamp,
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  expiresAt: Timestamp,
});
export type ExportJob = z.infer<typeof ExportJob>;
export const ExportJobList = z.object({ data: z.array(ExportJob) });
export type ExportJobList = z.infer<typeof ExportJobList>;
