import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import { type DataAnalytics, REPORT_TOOL } from '@paydesk/contracts/reports/report-tool.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../lib/api/api-client';
import { useAuth } from '../../../shell/auth/auth-context';
import { fromBase64Url, keyHashOf, newKeyPair, seal, sharedKey, toBase64Url } from './report-tool-crypto';
import { type DataPayload, isPopupOpened, MESSAGE_KINDS } from './report-tool-messages';

/**
 * The report page's side of the report tool (docs/report-tool.md): opens the pop-up at the window's
 * size minus 500 by 400 (spec §2), and 1 s after the pop-up says it opened (spec §4, §9) sends it the
 * report, sealed to the pop-up's key, with a token the server issued for this user, report and key;
 * again whenever the report's data changes while it is open. Messages are taken only from the pop-up
 * this page opened, on the configured origin, and sent only to that origin.
 */

export type ReportToolState = 'closed' | 'opening' | 'open' | 'blocked' | 'failed';

export interface ReportToolInput {
  readonly title: string;
  readonly data: DataAnalytics | undefined;
}

export function popupFeatures(outer: { readonly width: number; readonly height: number }): string {
  const width = Math.max(320, outer.width - REPORT_TOOL.widthLess);
  const height = Math.max(240, outer.height - REPORT_TOOL.heightLess);
  return `popup,width=${width},height=${height}`;
}

export function useReportTool(input: ReportToolInput) {
  const origin = useAuth().configuration.reportToolOrigin;
  const [state, setState] = useState<ReportToolState>('closed');
  const popup = useRef<Window | null>(null);
  /** The open pop-up's public key, once it said it opened. */
  const popupKey = useRef<Uint8Array | null>(null);
  const seq = useRef(0);
  const latest = useRef(input);
  latest.current = input;

  const send = useCallback(async () => {
    const target = popup.current;
    const key = popupKey.current;
    const { data, title } = latest.current;
    if (!target || !key || !data) return;
    try {
      const own = newKeyPair();
      const sealedTo = await sharedKey(own, key, { popup: key, page: own.publicKey });
      const { token } = await callEndpoint(reportToolCalls.issueToken, {
        body: { report: 'data-analytics', keyHash: await keyHashOf(key) },
      });
      seq.current += 1;
      const payload: DataPayload = { token, report: 'data-analytics', title, data };
      const sealed = await seal(sealedTo, seq.current, payload);
      target.postMessage(
        { kind: MESSAGE_KINDS.data, seq: seq.current, publicKey: toBase64Url(own.publicKey), ...sealed },
        origin,
      );
      setState('open');
    } catch {
      setState('failed');
    }
  }, [origin]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || popup.current === null || event.source !== popup.current) return;
      if (isPopupOpened(event.data)) {
        popupKey.current = fromBase64Url(event.data.publicKey);
        seq.current = 0;
        clearTimeout(timer);
        timer = setTimeout(() => void send(), REPORT_TOOL.dataDelayMs);
      } else if ((event.data as { kind?: unknown } | null)?.kind === MESSAGE_KINDS.closed) {
        popup.current = null;
        popupKey.current = null;
        setState('closed');
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [origin, send]);

  // New data (other filters) while the pop-up is open: it gets them too.
  useEffect(() => {
    if (input.data && popupKey.current) void send();
  }, [input.data, send]);

  const open = () => {
    const opened = window.open(
      REPORT_TOOL.path,
      'paydesk-report-tool',
      popupFeatures({ width: window.outerWidth, height: window.outerHeight }),
    );
    if (!opened) {
      setState('blocked');
      return;
    }
    popup.current = opened;
    popupKey.current = null;
    setState('opening');
    opened.focus();
  };
  return { state, open };
}
