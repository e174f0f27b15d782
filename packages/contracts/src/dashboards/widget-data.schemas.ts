import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import { WebhookStatus } from './dashboard-enums';

/**
 * The two widget data sources the dashboards module serves itself, under
 * `/reporting/dashboard/widgets/` (the chart and summary sources are the reports'): the webhook
 * status (spec §4 WEBHOOK_STATUS) and the onboarding pipeline (spec §3 pipeline element). Both show
 * what exists today and grow with later areas (docs/dashboards.md "Data sources").
 */

/**
 * Spec §7: a widget's data call sends its filters as query parameters (arrays joined by commas,
 * nulls dropped) and adds `widgetId` and `timezoneOffset`. These two sources read `Customer` only
 * (operators: which merchants; a merchant always sees itself) and ignore the rest.
 */
export const WidgetDataQuery = z.looseObject({
  widgetId: z.uuid().optional(),
  timezoneOffset: z.coerce.number().int().min(-840).max(840).optional(),
  Customer: text(TEXT_MAX.text * 40).optional(),
});

/** Spec §7: the data call's headers (`endpointId`, `widgetId`, `Mode`); Mode picks Test or Live. */
export const WidgetDataHeaders = z.looseObject({
  endpointid: text(TEXT_MAX.key).optional(),
  widgetid: text(TEXT_MAX.key).optional(),
  mode: text(TEXT_MAX.code).optional(),
});

/** One merchant's webhook status: configured addresses and the recent deliveries behind the value. */
export const MerchantWebhookStatus = z.object({
  merchantId: z.uuid(),
  merchantName: z.string(),
  status: WebhookStatus,
  /** Active webhook addresses in the current mode. */
  endpointCount: z.number().int().min(0),
  /** Deliveries of the last 24 hours that were answered 2xx, and that failed or are retrying. */
  delivered: z.number().int().min(0),
  failed: z.number().int().min(0),
  lastDeliveryAt: z.string().nullable().describe('ISO 8601 date-time, UTC'),
});
export const WebhookStatusData = z.object({ items: z.array(MerchantWebhookStatus) });
export type WebhookStatusData = z.infer<typeof WebhookStatusData>;

/** A stage of the onboarding pipeline, in order (numbered from 1). */
export const PipelineStage = z.object({ number: z.number().int().min(1), name: z.string() });

/** Spec §3 pipeline element: `pipelineId, currentPipelineStageNumber, isClosed, stateName`. */
export const PipelineElement = z.object({
  pipelineId: z.uuid(),
  merchantName: z.string(),
  currentPipelineStageNumber: z.number().int().min(1),
  isClosed: z.boolean(),
  /** The stage's state (e.g. `Submitted`), or the outcome once closed (spec §4: `GoLive`, `Lost`). */
  stateName: z.string(),
});
export const PipelineData = z.object({ stages: z.array(PipelineStage), items: z.array(PipelineElement) });
export type PipelineData = z.infer<typeof PipelineData>;
