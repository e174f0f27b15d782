import { z } from 'zod';
import { text } from '../validation/text';
import { ReportFilter } from './report.schemas';

/**
 * The report pop-up tool (spec §2, §4, §7, §8, §9; docs/report-tool.md): the report page sends the
 * report's data to a pop-up window it opened, encrypted under a key the two windows agree on by ECDH
 * on secp256k1, with a token the server issued for the signed-in user, the report and the pop-up's
 * public key. The pop-up accepts a data message only from the configured origin, from the window
 * that opened it, in sequence, and once the server has confirmed the token; anything else shows
 * 'AUTHENTICATION FAILED' and the message is ignored.
 */

export const REPORT_TOOL = {
  /** Spec §2: "sized as the window minus 500 by 400". */
  widthLess: 500,
  heightLess: 400,
  /** Spec §9 "Report data delay 1000 ms": the page sends the data 1 s after the pop-up opened. */
  dataDelayMs: 1_000,
  /** A token is good for 2 minutes, once. */
  tokenSeconds: 120,
  /** Spec §8, shown by the pop-up for any message it refuses. */
  authenticationFailed: 'AUTHENTICATION FAILED',
  /** The route the pop-up loads (outside the menu). */
  path: '/report-tool',
} as const;

/** The reports the tool can be given (one today: the transactions data analytics). */
export const ReportToolReport = z.enum(['data-analytics']);
export type ReportToolReport = z.infer<typeof ReportToolReport>;

/** SHA-256 of the pop-up's compressed secp256k1 public key, base64url without padding (43 chars). */
export const KeyHash = text(43).regex(
  /^[A-Za-z0-9_-]{43}$/,
  'The SHA-256 of the public key, base64url without padding',
);

export const ReportToolTokenInput = z.strictObject({
  report: ReportToolReport,
  keyHash: KeyHash,
});
export type ReportToolTokenInput = z.infer<typeof ReportToolTokenInput>;

export const ReportToolToken = z.object({
  token: z.string().describe('Opaque; good for REPORT_TOOL.tokenSeconds, once'),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ReportToolToken = z.infer<typeof ReportToolToken>;

export const ReportToolTokenCheck = z.strictObject({
  token: text(200).min(1),
  report: ReportToolReport,
  keyHash: KeyHash,
});
export type ReportToolTokenCheck = z.infer<typeof ReportToolTokenCheck>;

export const ReportToolTokenAccepted = z.object({ report: ReportToolReport });

/** The data analytics' filter: the reports' period and filters. */
export const DataAnalyticsQuery = ReportFilter;

/**
 * One row of the data analytics: a day of the caller's, a provider, a method and a currency, with
 * the payments' count, successes and amounts. The tool groups, filters and charts these rows.
 */
export const DataAnalyticsRow = z.object({
  day: z.string().describe("YYYY-MM-DD, the caller's"),
  serviceProvider: z.string(),
  paymentMethod: z.string(),
  currency: z.string(),
  count: z.number().int().min(0),
  successCount: z.number().int().min(0),
  amount: z.number().int().describe('Minor units of currency'),
  baseCurrency: z.string(),
  baseAmount: z.number().int().describe('Minor units of baseCurrency'),
});
export type DataAnalyticsRow = z.infer<typeof DataAnalyticsRow>;

export const DataAnalytics = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  timezoneOffset: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
  rows: z.array(DataAnalyticsRow),
});
export type DataAnalytics = z.infer<typeof DataAnalytics>;
