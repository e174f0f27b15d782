import { localSettings } from '../../../lib/local-settings';
import type { TransactionRef } from './detail-queries';
import { refHeaders } from './detail-queries';

/**
 * The keys that make one action one request, however often it is sent: made once when a dialog
 * opens, so a double click, or a retry after a network failure, repeats the same Idempotency-Key
 * and the server acts once (it replays its stored answer).
 */
export interface ActionKeys {
  readonly idempotencyKey: string;
  readonly requestId: string;
}

export function newActionKeys(): ActionKeys {
  return { idempotencyKey: crypto.randomUUID(), requestId: crypto.randomUUID() };
}

/**
 * Spec §7 "Actions": Website-Id, SystemMode, a fixed request id and (platform staff) the tenantId;
 * every call also carries Mode (api-client). Idempotency-Key makes a retry safe.
 */
export function actionHeaders(ref: TransactionRef, keys: ActionKeys): Record<string, string> {
  const mode = localSettings.getSystemMode();
  return {
    'Idempotency-Key': keys.idempotencyKey,
    'Request-Id': keys.requestId,
    'Website-Id': ref.transaction.websiteId,
    ...(mode ? { SystemMode: mode } : {}),
    ...refHeaders(ref),
  };
}
