import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../infra/db/database';
import { NOTIFICATION_CHANNEL } from './notification-announcements';

/** A LISTEN on the announcement channel; close() stops it and gives its connection back. */
export interface AnnouncementListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  readonly onPayload: (payload: string) => void;
  readonly onError: (error: Error) => void;
  /** How long to wait before listening again after PostgreSQL dropped the connection. */
  readonly reconnectMs?: number;
}

/**
 * LISTENs on the database under the handle. The handle hides its driver, and LISTEN needs the
 * driver's own client (a session that stays subscribed), so this reaches for the client Drizzle was
 * built on: PGlite's `listen`, or a dedicated connection from node-postgres's pool.
 */
export async function listenForAnnouncements(
  database: DatabaseHandle,
  options: ListenOptions,
): Promise<AnnouncementListener> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(NOTIFICATION_CHANNEL, options.onPayload);
    return { close: () => unlisten().catch(() => undefined) };
  }
  return listenOnPool(client as pg.Pool, options);
}

/**
 * One pooled connection kept for LISTEN. If PostgreSQL drops it, streams miss what was announced
 * until it is back (the portal's 30 s poll still brings those), so it is replaced after a pause.
 */
async function listenOnPool(pool: pg.Pool, options: ListenOptions): Promise<AnnouncementListener> {
  let closed = false;
  let current: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === NOTIFICATION_CHANNEL && message.payload) options.onPayload(message.payload);
  };
  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    client.on('notification', onNotification);
    client.on('error', (error: Error) => {
      options.onError(error);
      if (current !== client) return;
      current = null;
      client.release(error);
      scheduleReconnect();
    });
    try {
      await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    if (closed) client.release(true);
    else current = client;
  };
  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        options.onError(error);
        scheduleReconnect();
      });
    }, options.reconnectMs ?? 5_000);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = null;
      // Destroyed rather than returned: a pooled connection must not stay subscribed.
      client?.release(true);
    },
  };
}
