import { PassThrough } from 'node:stream';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';

/** A buffered backlog this large means the client stopped reading: the stream is dropped. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  /** The keep-alive comment's interval (spec-beyond: NOTIFICATION_FIGURES.streamHeartbeatMs). */
  readonly heartbeatMs: number;
  /**
   * Asked at each keep-alive whether the stream may stay open (the caller's token still valid);
   * false ends it, and the client opens a new one with a fresh token.
   */
  readonly stillAllowed?: () => Promise<boolean>;
}

export interface EventStream {
  /** The body to send: text/event-stream. */
  readonly body: PassThrough;
  /** Sends one notification as `event: notification`. */
  send(notification: Notification): void;
  /** Ends the stream (the response completes). */
  end(): void;
  /** Called once when the stream is over, however it ended (client gone, end(), an error). */
  onClose(callback: () => void): void;
}

/**
 * A server-sent event stream (the WHATWG format: `field: value` lines, a blank line per event, `:`
 * lines are comments). Opens with a comment so the client sees the response start at once, and
 * sends a keep-alive comment every `heartbeatMs`, so proxies do not close an idle connection.
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const body = new PassThrough();
  let over = false;
  const write = (text: string) => {
    if (over || body.destroyed || body.writableEnded) return;
    if (body.writableLength > MAX_BACKLOG_BYTES) {
      body.destroy();
      return;
    }
    body.write(text);
  };
  const heartbeat = setInterval(() => {
    write(': keep-alive\n\n');
    options
      .stillAllowed?.()
      .then((allowed) => {
        if (!allowed) body.end();
      })
      .catch(() => body.end());
  }, options.heartbeatMs);
  heartbeat.unref();
  const closers: (() => void)[] = [];
  // 'close' follows end, destroy and the response being torn down (Fastify destroys the body).
  body.once('close', () => {
    over = true;
    clearInterval(heartbeat);
    for (const closer of closers.splice(0)) closer();
  });
  // A write to a socket the client already left surfaces here; 'close' does the cleaning up.
  body.on('error', () => undefined);
  write(': connected\n\n');
  return {
    body,
    send(notification) {
      // JSON.stringify escapes line breaks, so the data stays on one `data:` line.
      write(`id: ${notification.id}\nevent: notification\ndata: ${JSON.stringify(notification)}\n\n`);
    },
    end() {
      if (!over && !body.writableEnded) body.end();
    },
    onClose(callback) {
      if (over) callback();
      else closers.push(callback);
    },
  };
}

/**
 * Whether the Accept header asks for an event stream. The stream is opened only for a client that
 * says it reads one (EventSource always does; a fetch-based reader sends it): a plain GET of the
 * address (a link followed, a prefetch, a probe) is refused instead of being held open for good.
 */
export function acceptsEventStream(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((p) => /^q=0(\.0{0,3})?$/.test(p));
    return type === 'text/event-stream' && !refused;
  });
}
