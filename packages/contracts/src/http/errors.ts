import { z } from 'zod';
import { ALERT_ERROR_STATUS } from '../alerts/alert.schemas';
import { BANK_ORDER_ERROR_STATUS } from '../bank-orders/bank-order-errors';
import { DASHBOARD_ERROR_STATUS } from '../dashboards/dashboards-errors';
import { DISPUTE_ERROR_STATUS } from '../disputes/dispute-errors';
import { FILE_ERROR_STATUS } from '../files/file-errors';
import { ONBOARDING_ERROR_STATUS } from '../onboarding/onboarding-errors';
import { PAYOUT_LIMIT_ERROR_STATUS } from '../payout-limits/payout-limit-errors';
import { REPORT_TOOL_ERROR_STATUS } from '../reports/report-tool-errors';
import { STEP_UP_ERROR_STATUS } from '../step-up/step-up-errors';
import { SUPPORT_ERROR_STATUS } from '../support/support-errors';
import { TENANT_ADMIN_ERROR_STATUS } from '../tenant-admin/tenant-admin-errors';
import { TRANSACTION_JOB_ERROR_STATUS } from '../transaction-jobs/transaction-job-errors';
import { WEBHOOK_ERROR_STATUS } from '../transaction-webhooks/webhook-errors';
import { TRANSACTION_ERROR_STATUS } from '../transactions/transaction-errors';
import { USER_ADMIN_ERROR_STATUS } from '../user-admin/user-admin-errors';
import { VIRTUAL_TERMINAL_ERROR_STATUS } from '../virtual-terminal/virtual-terminal-errors';

/** The generic error codes, and the HTTP status each maps to. */
export const GENERIC_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** A refusal without a feature code: only a stored refusal replayed without its own code. */
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

/**
 * Each feature's own codes (declared in its contracts folder), which say what happened where a
 * generic code would leave the client to read the message. Kept apart so a test can prove no two
 * features declare the same code: merged into one object, the later one would silently win.
 */
export const FEATURE_ERROR_STATUS = {
  transactions: TRANSACTION_ERROR_STATUS,
  support: SUPPORT_ERROR_STATUS,
  files: FILE_ERROR_STATUS,
  onboarding: ONBOARDING_ERROR_STATUS,
  disputes: DISPUTE_ERROR_STATUS,
  transactionJobs: TRANSACTION_JOB_ERROR_STATUS,
  transactionWebhooks: WEBHOOK_ERROR_STATUS,
  virtualTerminal: VIRTUAL_TERMINAL_ERROR_STATUS,
  bankOrders: BANK_ORDER_ERROR_STATUS,
  payoutLimits: PAYOUT_LIMIT_ERROR_STATUS,
  userAdmin: USER_ADMIN_ERROR_STATUS,
  stepUp: STEP_UP_ERROR_STATUS,
  tenantAdmin: TENANT_ADMIN_ERROR_STATUS,
  dashboards: DASHBOARD_ERROR_STATUS,
  alerts: ALERT_ERROR_STATUS,
  reportTool: REPORT_TOOL_ERROR_STATUS,
} as const;

/** Every error code the server answers with: the generic ones, then each feature's own. */
export const ERROR_STATUS = {
  ...GENERIC_ERROR_STATUS,
  ...TRANSACTION_ERROR_STATUS,
  ...SUPPORT_ERROR_STATUS,
  ...FILE_ERROR_STATUS,
  ...ONBOARDING_ERROR_STATUS,
  ...DISPUTE_ERROR_STATUS,
  ...TRANSACTION_JOB_ERROR_STATUS,
  ...WEBHOOK_ERROR_STATUS,
  ...VIRTUAL_TERMINAL_ERROR_STATUS,
  ...BANK_ORDER_ERROR_STATUS,
  ...PAYOUT_LIMIT_ERROR_STATUS,
  ...USER_ADMIN_ERROR_STATUS,
  ...STEP_UP_ERROR_STATUS,
  ...TENANT_ADMIN_ERROR_STATUS,
  ...DASHBOARD_ERROR_STATUS,
  ...ALERT_ERROR_STATUS,
  ...REPORT_TOOL_ERROR_STATUS,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** A code a feature declared: what a refusal of the state answers with (never the generic CONFLICT). */
export type FeatureErrorCode = {
  [Feature in keyof typeof FEATURE_ERROR_STATUS]: keyof (typeof FEATURE_ERROR_STATUS)[Feature];
}[keyof typeof FEATURE_ERROR_STATUS];

/** Whether a code read from an answer (a stored one, another back end's) is one of these. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

/** One error shape on the wire: `{ error: { code, message, details? } }`; details hold field messages. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe('Field messages for a 400'),
    }),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof ErrorBody>;
