import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import { WebhookDelivery, WebhookDeliveryState, WebhookStatus } from './transaction-webhooks.schemas';

/**
 * Webhook monitoring (issue 19; docs/transaction-maintenance-and-webhooks.md "Monitoring"): the
 * deliveries across transactions (`wh/`, the webhook report), every attempt of them (`wh2/`, the
 * webhook report v2), each merchant endpoint's status and its statistics over a period.
 */

/** Spec §9 page sizes, as the other reports. */
export const WEBHOOK_REPORT_PAGING = {
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
} as const;

/**
 * How an endpoint's status is derived (the brief's proposal, decided in issue 19): over its last
 * `window` attempts, Delivering at `deliveringRate` or more successes; NotDelivering below it, after
 * `failureStreak` failures in a row, or while a delivery has waited `waitingMinutes` for success;
 * Configured when no attempt was made in the last `idleHours`. An endpoint failing for `failingDays`
 * without one success is marked failing and its merchant is told.
 */
export const WEBHOOK_STATUS_RULES = {
  window: 20,
  deliveringRate: 0.95,
  failureStreak: 5,
  waitingMinutes: 60,
  idleHours: 24,
  failingDays: 5,
} as const;

const Timestamp = z.iso.datetime({ offset: true });
const Paging = {
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (WEBHOOK_REPORT_PAGING.pageSizes as readonly number[]).includes(size), {
      error: `Must be one of ${WEBHOOK_REPORT_PAGING.pageSizes.join(', ')}`,
    })
    .default(WEBHOOK_REPORT_PAGING.defaultPageSize),
};

/**
 * An answer code filter: one code (`503`), a class (`5xx`), or `none` (no answer: refused, timed
 * out, unreachable).
 */
export const ResponseFilter = text(TEXT_MAX.code).regex(
  /^([1-5]xx|[1-5]\d\d|none)$/,
  'A code such as 503, a class such as 5xx, or none',
);

/**
 * What the webhook lists filter on: when the delivery was created (`from` inclusive, `to`
 * exclusive), the merchant (operators), the event type, the delivery's state, its last answer and a
 * transaction. The bulk resend takes the same filter.
 */
export const WebhookFilter = z.object({
  from: Timestamp.optional().describe('Inclusive'),
  to: Timestamp.optional().describe('Exclusive'),
  merchantId: z.uuid().optional().describe('Operators: one merchant'),
  eventType: text(TEXT_MAX.key).trim().min(1).optional(),
  state: WebhookDeliveryState.optional(),
  response: ResponseFilter.optional(),
  transactionId: z.uuid().optional(),
  tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
});
export type WebhookFilter = z.input<typeof WebhookFilter>;

export const WebhookListQuery = WebhookFilter.extend(Paging);
export type WebhookListQuery = z.input<typeof WebhookListQuery>;

const MerchantOf = {
  tenantId: z.uuid(),
  merchantId: z.uuid(),
  merchantName: z.string(),
};

/** A row of the webhook report: one delivery of one event, with its latest attempt. */
export const WebhookDeliveryRow = WebhookDelivery.extend(MerchantOf);
export type WebhookDeliveryRow = z.infer<typeof WebhookDeliveryRow>;

export const WebhookDeliveryPage = z.object({
  count: z.number().int().min(0),
  data: z.array(WebhookDeliveryRow),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

/** A row of the webhook report v2: one attempt, what was answered and how long it took. */
export const WebhookAttemptRow = z.object({
  ...MerchantOf,
  id: z.uuid(),
  deliveryId: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  transactionId: z.uuid(),
  url: z.string(),
  attempt: z.number().int().min(1),
  startedAt: z.string(),
  durationMs: z.number().int().nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
});
export type WebhookAttemptRow = z.infer<typeof WebhookAttemptRow>;

export const WebhookAttemptPage = z.object({
  count: z.number().int().min(0),
  data: z.array(WebhookAttemptRow),
});
export type WebhookAttemptPage = z.infer<typeof WebhookAttemptPage>;

export const DestinationStatusQuery = z.object({
  merchantId: z.uuid().optional(),
  status: WebhookStatus.optional(),
  tenantId: z.uuid().optional(),
  ...Paging,
});
export type DestinationStatusQuery = z.input<typeof DestinationStatusQuery>;

/** One merchant's endpoint: its status and the facts it was derived from (WEBHOOK_STATUS_RULES). */
export const DestinationStatusRow = z.object({
  ...MerchantOf,
  url: z.string().nullable(),
  status: WebhookStatus,
  recentAttempts: z.number().int().min(0).describe('Of the last 20 attempts'),
  recentSuccessRate: z.number().min(0).max(1).nullable(),
  failuresInARow: z.number().int().min(0),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  oldestWaitingSince: z.string().nullable().describe('The oldest delivery still waiting for success'),
  failingSince: z.string().nullable().describe('Marked failing after 5 days without a success'),
});
export type DestinationStatusRow = z.infer<typeof DestinationStatusRow>;

export const DestinationStatusPage = z.object({
  count: z.number().int().min(0),
  data: z.array(DestinationStatusRow),
});
export type DestinationStatusPage = z.infer<typeof DestinationStatusPage>;

export const DestinationStatisticsQuery = z.object({
  from: Timestamp.optional().describe('Inclusive; default the last 7 days'),
  to: Timestamp.optional().describe('Exclusive; default now'),
  merchantId: z.uuid().optional(),
  tenantId: z.uuid().optional(),
  timezoneOffset: z.coerce
    .number()
    .int()
    .min(-840)
    .max(840)
    .default(0)
    .describe('Minutes east of UTC of the caller: the series is per day (or hour) of that zone'),
});
export type DestinationStatisticsQuery = z.input<typeof DestinationStatisticsQuery>;

const AttemptFigures = {
  attempts: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  successRate: z.number().min(0).max(1).nullable(),
  p50Ms: z.number().int().nullable(),
  p95Ms: z.number().int().nullable(),
};

export const DestinationStatisticsRow = z.object({
  ...MerchantOf,
  url: z.string(),
  ...AttemptFigures,
  deliveries: z.number().int().min(0),
  delivered: z.number().int().min(0),
  failed: z.number().int().min(0),
  attemptsPerDelivery: z.number().min(0).nullable(),
});
export type DestinationStatisticsRow = z.infer<typeof DestinationStatisticsRow>;

export const DestinationStatistics = z.object({
  bucket: z.enum(['hour', 'day']).describe('Hours for a period of two days or less, else days'),
  endpoints: z.array(DestinationStatisticsRow),
  series: z.array(z.object({ at: z.string(), ...AttemptFigures })),
});
export type DestinationStatistics = z.infer<typeof DestinationStatistics>;

/** The bulk resend's limits (issue 19): a selection of deliveries, or a filter's events. */
export const WEBHOOK_RESEND_LIMITS = { selection: 500, filter: 10_000 } as const;

export const WEBHOOK_RESEND_MESSAGES = {
  chooseOne: 'Send either deliveryIds or filter',
  tooMany: `The filter matches more than ${WEBHOOK_RESEND_LIMITS.filter.toLocaleString('en')} events: narrow it`,
  nothing: 'The filter matches no webhook deliveries',
  /** Item outcomes (a resend job's items are events). */
  delivered: 'Delivered since the resend was asked for',
  underWay: 'A delivery of this event is being sent',
  broughtForward: 'Its waiting retry was brought forward to now',
  notConfigured: 'The merchant has no webhook endpoint configured',
  eventGone: 'The event is no longer visible',
} as const;

/**
 * POST …/wh/resend: resend the events of up to 500 chosen deliveries, or of every delivery the
 * filter matches (up to 10,000 events). Each event is sent once more unless it was delivered after
 * the request or a delivery of it is being sent; one whose delivery waits for a retry has that
 * retry brought forward instead (never a second copy beside it).
 */
export const WebhookResendRequest = z
  .object({
    deliveryIds: z
      .array(z.uuid())
      .min(1)
      .max(WEBHOOK_RESEND_LIMITS.selection, `At most ${WEBHOOK_RESEND_LIMITS.selection} deliveries`)
      .optional(),
    filter: WebhookFilter.optional(),
  })
  .refine((body) => (body.deliveryIds === undefined) !== (body.filter === undefined), {
    error: WEBHOOK_RESEND_MESSAGES.chooseOne,
    path: ['deliveryIds'],
  });
export type WebhookResendRequest = z.input<typeof WebhookResendRequest>;
