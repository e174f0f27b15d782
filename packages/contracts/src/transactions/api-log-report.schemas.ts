import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';

/**
 * The API logs report (`crm/reports/api-logs`, `reports/api-logs`; docs/api-logs.md): the processor
 * API logs every transaction keeps (the details' API-logs tab), across transactions, newest first.
 * A row has no bodies: they come from the one-log call (`…/api-logs/{logId}`), redacted.
 */

/** Spec §9 paging, as the other reports. */
export const API_LOG_REPORT_PAGING = {
  pageSizes: [5, 10, 20, 50, 75, 100],
  defaultPageSize: 20,
  /** The count stops here (the portal shows "10000+"): counting a large book for each page costs more than the page. */
  countCap: 10_000,
} as const;

/**
 * The outcome filter: `success` (an HTTP status below 400), `error` (400 and above), or one status
 * class (`2xx` … `5xx`).
 */
export const API_LOG_OUTCOMES = ['success', 'error', '2xx', '3xx', '4xx', '5xx'] as const;
export const ApiLogOutcome = z.enum(API_LOG_OUTCOMES);
export type ApiLogOutcome = z.infer<typeof ApiLogOutcome>;

const Instant = z.iso.datetime({ offset: true });

export const ApiLogReportQuery = z.object({
  from: Instant.optional().describe('Inclusive'),
  to: Instant.optional().describe('Exclusive'),
  merchantId: z.uuid().optional().describe('Operators: one merchant'),
  tenantId: z.uuid().optional().describe('Platform staff: one tenant'),
  provider: text(TEXT_MAX.key).trim().min(1).optional().describe("The transaction's service provider"),
  operation: text(TEXT_MAX.key)
    .trim()
    .min(1)
    .optional()
    .describe('Part of the called URL, case ignored (e.g. authorisations, /v1/payments)'),
  outcome: ApiLogOutcome.optional(),
  search: text(TEXT_MAX.search)
    .trim()
    .min(1)
    .optional()
    .describe('Exactly a transaction id, its external id or its order (processor) reference'),
  pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .refine((size) => (API_LOG_REPORT_PAGING.pageSizes as readonly number[]).includes(size), {
      error: `Must be one of ${API_LOG_REPORT_PAGING.pageSizes.join(', ')}`,
    })
    .default(API_LOG_REPORT_PAGING.defaultPageSize),
});
export type ApiLogReportQuery = z.input<typeof ApiLogReportQuery>;

/** One API log of the report: when, which transaction and merchant, what was called, and how it went. */
export const ApiLogReportRow = z.object({
  id: z.uuid(),
  createdAt: z.string().describe('ISO 8601 date-time in UTC'),
  tenantId: z.uuid(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  transactionId: z.uuid(),
  externalId: z.string(),
  orderReference: z.string().nullable().describe("The processor's reference of the transaction"),
  provider: z.string(),
  direction: z.enum(['Inbound', 'Outbound']),
  method: z.string(),
  url: z.string(),
  /** The URL's path: what was called, without host or query. */
  operation: z.string(),
  statusCode: z.number().int(),
  durationMs: z.number().int(),
  requestBytes: z.number().int().min(0).describe('Size of the stored request body (UTF-8 bytes)'),
  responseBytes: z.number().int().min(0).describe('Size of the stored response body (UTF-8 bytes)'),
});
export type ApiLogReportRow = z.infer<typeof ApiLogReportRow>;

export const ApiLogReportPage = z.object({
  count: z.number().int().min(0),
  countIsCapped: z.boolean().describe('The count stopped at 10,000'),
  data: z.array(ApiLogReportRow),
});
export type ApiLogReportPage = z.infer<typeof ApiLogReportPage>;
