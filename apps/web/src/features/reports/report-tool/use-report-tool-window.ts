import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import type { ReportToolReport } from '@paydesk/contracts/reports/report-tool.schemas';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../lib/api/api-client';
import { useAuth } from '../../../shell/auth/auth-context';
import { fromBase64Url, keyHashOf, newKeyPair, sharedKey, toBase64Url, unseal } from './report-tool-crypto';
import {
  type DataPayload,
  isDataMessage,
  isDataPayload,
  kindOf,
  MESSAGE_KINDS,
} from './report-tool-messages';

/**
 * The pop-up's side of the report tool (docs/report-tool.md). It makes its key pair, tells the page
 * that opened it (opened, with its public key; closed, when it goes), and accepts a data message
 * only when all of these hold (spec §4: "Data messages are accepted only from the configured origin
 * and with a valid token"):
 * - it comes from the configured origin and from the window that opened it;
 * - its sequence number is above every one accepted or tried before (a replayed message is not);
 * - it opens with the key the two windows agreed on, and holds this report;
 * - the server confirms its token: this user's, this report's and this pop-up key's, unexpired and
 *   not used before (it is used up by the check).
 * Any report tool message that fails says 'AUTHENTICATION FAILED' and is ignored: the data already
 * shown stays.
 */

/** Why a message is ignored does not matter: every refusal reads 'AUTHENTICATION FAILED'. */
const REFUSED = new Error('refused');

export interface ReportToolWindow {
  readonly payload: DataPayload | null;
  readonly failed: boolean;
  /** Opened by hand, not from a report page: there is nobody to send data. */
  readonly orphan: boolean;
}

export function useReportToolWindow(report: ReportToolReport): ReportToolWindow {
  const origin = useAuth().configuration.reportToolOrigin;
  const [keys] = useState(newKeyPair);
  const lastSeq = useRef(0);
  const [payload, setPayload] = useState<DataPayload | null>(null);
  const [failed, setFailed] = useState(false);
  const [orphan] = useState(() => !window.opener);

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const accept = async (event: MessageEvent): Promise<DataPayload> => {
      if (event.origin !== origin || event.source !== opener || !isDataMessage(event.data)) throw REFUSED;
      const message = event.data;
      if (message.seq <= lastSeq.current) throw REFUSED;
      lastSeq.current = message.seq;
      const pageKey = fromBase64Url(message.publicKey);
      const key = await sharedKey(keys, pageKey, { popup: keys.publicKey, page: pageKey });
      const opened = await unseal(key, message.seq, message);
      if (!isDataPayload(opened, report)) throw REFUSED;
      await callEndpoint(reportToolCalls.checkToken, {
        body: { token: opened.token, report, keyHash: await keyHashOf(keys.publicKey) },
      });
      return opened;
    };
    const onMessage = (event: MessageEvent) => {
      if (kindOf(event.data) === null) return;
      accept(event).then(
        (accepted) => {
          setPayload(accepted);
          setFailed(false);
        },
        () => setFailed(true),
      );
    };
    const sayClosed = () => opener.postMessage({ kind: MESSAGE_KINDS.closed }, origin);
    window.addEventListener('message', onMessage);
    window.addEventListener('pagehide', sayClosed);
    opener.postMessage({ kind: MESSAGE_KINDS.opened, publicKey: toBase64Url(keys.publicKey) }, origin);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('pagehide', sayClosed);
    };
  }, [origin, keys, report]);

  return { payload, failed, orphan };
}
