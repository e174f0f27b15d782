import { notificationEvents } from '@paydesk/contracts/notifications/notifications.endpoints';
import { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { serviceUrl, sessionHeaders } from '../../../lib/api/api-client';
import { createSseParser } from './sse-parser';

/** Reconnection waits: 1 s, doubled per failure in a row, never above a minute. */
export const STREAM_RETRY = { firstMs: 1_000, maxMs: 60_000 } as const;

export function streamRetryDelay(failures: number): number {
  return Math.min(STREAM_RETRY.firstMs * 2 ** failures, STREAM_RETRY.maxMs);
}

export interface NotificationStreamOptions {
  readonly onNotification: (notification: Notification) => void;
}

/**
 * Beyond the spec: reads the server's stream of new notifications, so an open portal shows them
 * within a second; the 30 s poll stays as the fallback. fetch rather than EventSource, which cannot
 * send the Authorization header. Each connection takes the session's headers afresh (a renewed
 * token). Returns the function that closes it for good (sign-out, unmount).
 */
export function openNotificationStream({ onNotification }: NotificationStreamOptions): () => void {
  const controller = new AbortController();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const read = async () => {
    const response = await fetch(serviceUrl(notificationEvents.path), {
      headers: { accept: 'text/event-stream', ...sessionHeaders() },
      credentials: 'include',
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`Notification stream answered ${response.status}`);
    const parser = createSseParser((event) => {
      if (event.event !== 'notification') return;
      const parsed = Notification.safeParse(safeJson(event.data));
      if (parsed.success) onNotification(parsed.data);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      // Anything from the server (a frame or the keep-alive) shows the connection is sound.
      failures = 0;
      parser.push(decoder.decode(value, { stream: true }));
    }
  };

  const connect = async () => {
    timer = null;
    try {
      await read();
    } catch {
      // Refused, dropped or aborted: the same way out, a later try (unless closed).
    }
    if (controller.signal.aborted) return;
    timer = setTimeout(() => void connect(), streamRetryDelay(failures));
    failures += 1;
  };

  void connect();
  return () => {
    controller.abort();
    if (timer !== null) clearTimeout(timer);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
