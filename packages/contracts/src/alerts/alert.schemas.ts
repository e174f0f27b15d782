import { z } from 'zod';
import { SystemMode } from '../auth/levels';
import { TEXT_MAX, text } from '../validation/text';

/**
 * Alerts (issue 19; docs/alerts.md): rules a tenant's staff set on their payments (a metric over a
 * sliding window, compared with a threshold), evaluated every minute from the minute rollup, and the
 * alerts they raise. A rule is evaluated per merchant: each merchant in its scope has its own state
 * (OK → Pending → Firing), and each time a merchant's state reaches Firing an alert is opened for
 * it, which is Resolved when the condition clears. People acknowledge an alert once.
 */

/**
 * What a rule measures over its window, from the payments created in it:
 * - DeclineRatio: declined and failed payments, in percent of all;
 * - PendingRatio: payments still pending, in percent of all;
 * - SuccessRate: successful payments, in percent of all;
 * - Count: how many payments;
 * - Amount: their amount in the tenant's base currency;
 * - Velocity: payments per minute.
 */
export const AlertMetric = z.enum([
  'DeclineRatio',
  'PendingRatio',
  'SuccessRate',
  'Count',
  'Amount',
  'Velocity',
]);
export type AlertMetric = z.infer<typeof AlertMetric>;

/** The metrics measured in percent (a threshold of 0 to 100). */
export const RATIO_METRICS: readonly AlertMetric[] = ['DeclineRatio', 'PendingRatio', 'SuccessRate'];

export const AlertComparator = z.enum(['Above', 'Below']);
export type AlertComparator = z.infer<typeof AlertComparator>;

/** Where an alert is told: the notification centre (TransactionVelocityAlert) and e-mail (the outbox). */
export const AlertChannel = z.enum(['InApp', 'Email']);
export type AlertChannel = z.infer<typeof AlertChannel>;

/**
 * A merchant's state under a rule: OK, Pending (the condition holds, for less than the rule's
 * pending-for time), Firing (an alert is open).
 */
export const AlertRuleState = z.enum(['OK', 'Pending', 'Firing']);
export type AlertRuleState = z.infer<typeof AlertRuleState>;

export const AlertState = z.enum(['Firing', 'Resolved']);
export type AlertState = z.infer<typeof AlertState>;

/**
 * The figures of a rule. A rule is evaluated every `evaluationSeconds` over a window of
 * `windowMinutes` ending at the last whole minute the rollup holds; the minute rollup keeps
 * `retentionHours` (the longest window and an hour's margin). A tenant keeps at most
 * `rulesPerTenant` rules.
 */
export const ALERT_RULE_LIMITS = {
  windowMinutes: { min: 5, max: 1440 },
  pendingForMinutes: { min: 0, max: 60 },
  cooldownMinutes: { min: 0, max: 1440 },
  minSample: { min: 1, max: 1_000_000 },
  evaluationSeconds: 60,
  retentionHours: 25,
  rulesPerTenant: 1000,
} as const;

/** The error codes of alerts, each with its HTTP status. */
export const ALERT_ERROR_STATUS = {
  /** Someone acknowledged this alert already: it is acknowledged once. */
  ALERT_ALREADY_ACKNOWLEDGED: 409,
  /** The tenant has `rulesPerTenant` rules: delete one first. */
  ALERT_RULE_LIMIT_REACHED: 409,
} as const;

/** The spec's page sizes (§9), as the other reports. */
export const ALERT_PAGING = { pageSizes: [5, 10, 20, 50, 75, 100], defaultPageSize: 20 } as const;

const Timestamp = z.iso.datetime({ offset: true });
const CurrencyCode = text(TEXT_MAX.code).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code');

/** Which payments a rule looks at, beyond its tenant and mode; each filter left out means all. */
export const AlertRuleFilters = z.object({
  merchantId: z.uuid().optional(),
  serviceProvider: text(TEXT_MAX.key).trim().min(1).optional(),
  paymentMethod: text(TEXT_MAX.key).trim().min(1).optional(),
  currency: CurrencyCode.optional(),
});
export type AlertRuleFilters = z.infer<typeof AlertRuleFilters>;

const between = (limits: { readonly min: number; readonly max: number }) =>
  z.number().int().min(limits.min).max(limits.max);

const RuleFields = z.object({
  name: text(TEXT_MAX.name).trim().min(1, 'Enter a name'),
  metric: AlertMetric,
  comparator: AlertComparator,
  /** Percent for the ratio metrics, payments for Count, base currency for Amount, per minute for Velocity. */
  threshold: z.number().min(0).max(1_000_000_000_000),
  windowMinutes: between(ALERT_RULE_LIMITS.windowMinutes),
  minSample: between(ALERT_RULE_LIMITS.minSample),
  pendingForMinutes: between(ALERT_RULE_LIMITS.pendingForMinutes),
  cooldownMinutes: between(ALERT_RULE_LIMITS.cooldownMinutes),
  mode: SystemMode,
  filters: AlertRuleFilters,
  channels: z.array(AlertChannel).min(1, 'Choose at least one channel').max(2),
  enabled: z.boolean(),
});

/** A ratio's threshold is a percent: at most 100. */
function thresholdInRange(rule: { metric: AlertMetric; threshold: number }, ctx: z.RefinementCtx): void {
  if (RATIO_METRICS.includes(rule.metric) && rule.threshold > 100) {
    ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'A ratio is at most 100 %' });
  }
}

/** What creating or replacing a rule sends. Platform staff name the tenant; others own theirs. */
export const AlertRuleInput = RuleFields.extend({
  tenantId: z.uuid().optional().describe('Platform staff: the tenant the rule is for (required)'),
}).superRefine(thresholdInRange);
export type AlertRuleInput = z.infer<typeof AlertRuleInput>;

export const AlertRule = RuleFields.extend({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  /** How many merchants are Pending and Firing under the rule now. */
  pending: z.number().int().min(0),
  firing: z.number().int().min(0),
  lastEvaluatedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type AlertRule = z.infer<typeof AlertRule>;

export const AlertRuleParams = z.object({ ruleId: z.uuid() });

export const AlertRuleListQuery = z.object({
  tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
});

/**
 * One alert (spec §3 `alertViewModels`): a merchant's episode under a rule, from when it started
 * firing to when it resolved, with the value that fired it and the latest one.
 */
export const AlertView = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  ruleId: z.uuid().nullable().describe('Null once the rule is deleted'),
  ruleName: z.string(),
  metric: AlertMetric,
  comparator: AlertComparator,
  threshold: z.number(),
  windowMinutes: z.number().int(),
  mode: SystemMode,
  state: AlertState,
  /** The value and sample that fired it. */
  firedValue: z.number(),
  firedSample: z.number().int(),
  /** The latest evaluation's value and sample. */
  lastValue: z.number(),
  lastSample: z.number().int(),
  startedAt: Timestamp,
  resolvedAt: Timestamp.nullable(),
  acknowledgedAt: Timestamp.nullable(),
  acknowledgedBy: z.string().nullable(),
});
export type AlertView = z.infer<typeof AlertView>;

export const AlertPage = z.object({
  count: z.number().int().min(0),
  data: z.array(AlertView),
});
export type AlertPage = z.infer<typeof AlertPage>;

const alertPageSize = z.coerce
  .number()
  .int()
  .refine((size) => (ALERT_PAGING.pageSizes as readonly number[]).includes(size), {
    error: `Must be one of ${ALERT_PAGING.pageSizes.join(', ')}`,
  });

/**
 * The alert lists' filters: state, metric, merchant (operators), tenant (platform), start period.
 * Spec §7 names the alert list's paging `pageIndex, pageSize`, and a dashboard's table widget asks
 * any table with `pageIndex, PageSize` and `startDate, endDate`: both spellings are read, the
 * alert list's own first, and the parsed query holds only `pageSize`, `from` and `to`.
 */
export const AlertListQuery = z
  .object({
    pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: alertPageSize.optional(),
    PageSize: alertPageSize.optional().describe("A table widget's spelling of pageSize"),
    state: AlertState.optional(),
    metric: AlertMetric.optional(),
    merchantId: z.uuid().optional().describe('Operators: one merchant'),
    tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
    from: Timestamp.optional().describe('Started at or after; inclusive'),
    to: Timestamp.optional().describe('Started before; exclusive'),
    startDate: Timestamp.optional().describe("A table widget's spelling of from"),
    endDate: Timestamp.optional().describe("A table widget's spelling of to"),
  })
  .transform(({ pageSize, PageSize, from, to, startDate, endDate, ...query }) => {
    const start = from ?? startDate;
    const end = to ?? endDate;
    return {
      ...query,
      pageSize: pageSize ?? PageSize ?? ALERT_PAGING.defaultPageSize,
      ...(start !== undefined && { from: start }),
      ...(end !== undefined && { to: end }),
    };
  });
export type AlertListQuery = z.input<typeof AlertListQuery>;

export const AlertParams = z.object({ id: z.uuid() });
/** `/platform/alerts/{a}/{b}`: the spec leaves them unnamed; Paydesk reads tenant, then alert. */
export const PlatformAlertParams = z.object({ tenantId: z.uuid(), alertId: z.uuid() });

/** An alert type of `/alerts/types`: a metric with its name and unit. */
export const AlertType = z.object({
  metric: AlertMetric,
  name: z.string(),
  unit: z.enum(['percent', 'count', 'amount', 'perMinute']),
  description: z.string(),
});
export type AlertType = z.infer<typeof AlertType>;

/** The alert types, in the order the rule form offers them. */
export const ALERT_TYPES: readonly AlertType[] = [
  {
    metric: 'DeclineRatio',
    name: 'Decline ratio',
    unit: 'percent',
    description: 'Declined and failed payments, in percent of all payments in the window',
  },
  {
    metric: 'PendingRatio',
    name: 'Pending ratio',
    unit: 'percent',
    description: 'Payments still pending, in percent of all payments in the window',
  },
  {
    metric: 'SuccessRate',
    name: 'Success rate',
    unit: 'percent',
    description: 'Successful payments, in percent of all payments in the window',
  },
  { metric: 'Count', name: 'Payment count', unit: 'count', description: 'How many payments in the window' },
  {
    metric: 'Amount',
    name: 'Payment amount',
    unit: 'amount',
    description: "The payments' amount in the window, in the tenant's base currency",
  },
  {
    metric: 'Velocity',
    name: 'Velocity',
    unit: 'perMinute',
    description: 'Payments per minute over the window',
  },
];
