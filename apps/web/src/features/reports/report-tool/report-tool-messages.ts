import type { DataAnalytics, ReportToolReport } from '@paydesk/contracts/reports/report-tool.schemas';
import type { Sealed } from './report-tool-crypto';

/**
 * The messages between a report page and its pop-up (spec §7: data, popup opened, popup closed).
 * Only `data` carries the report, sealed (report-tool-crypto.ts); the other two say so much only.
 */

/** The pop-up is ready: its public key, for the page to seal the data to. */
export interface PopupOpened {
  readonly kind: 'paydesk.report-tool.popup-opened';
  readonly publicKey: string;
}

export interface PopupClosed {
  readonly kind: 'paydesk.report-tool.popup-closed';
}

/** The report, sealed to the pop-up's key with the page's own public key beside it. */
export interface DataMessage extends Sealed {
  readonly kind: 'paydesk.report-tool.data';
  readonly seq: number;
  readonly publicKey: string;
}

/** What a data message's seal holds: the token the server issued for it, and the report. */
export interface DataPayload {
  readonly token: string;
  readonly report: ReportToolReport;
  /** The report page's own title and filters, said in the pop-up's heading. */
  readonly title: string;
  readonly data: DataAnalytics;
}

export const MESSAGE_KINDS = {
  opened: 'paydesk.report-tool.popup-opened',
  closed: 'paydesk.report-tool.popup-closed',
  data: 'paydesk.report-tool.data',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A report tool message's kind, or null for anything else a window may be sent. */
export function kindOf(value: unknown): string | null {
  if (!isRecord(value) || typeof value.kind !== 'string') return null;
  return (Object.values(MESSAGE_KINDS) as string[]).includes(value.kind) ? value.kind : null;
}

export function isPopupOpened(value: unknown): value is PopupOpened {
  return isRecord(value) && value.kind === MESSAGE_KINDS.opened && typeof value.publicKey === 'string';
}

export function isDataMessage(value: unknown): value is DataMessage {
  return (
    isRecord(value) &&
    value.kind === MESSAGE_KINDS.data &&
    Number.isSafeInteger(value.seq) &&
    typeof value.publicKey === 'string' &&
    typeof value.iv === 'string' &&
    typeof value.ciphertext === 'string'
  );
}

export function isDataPayload(value: unknown, report: ReportToolReport): value is DataPayload {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    value.report === report &&
    typeof value.title === 'string' &&
    isRecord(value.data) &&
    Array.isArray(value.data.rows)
  );
}
