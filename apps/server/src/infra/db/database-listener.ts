import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from './database';

/** A LISTEN on one channel; close() stops it and gives its connection back. */
export interface ChannelListener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Each NOTIFY on the channel, after its transaction committed ('' when it carried no payload). */
  readonly onPayload: (payload: string) => void;
  /** The connection broke: notifications are missed until `onListening` is called again. */
  readonly onError: (error: Error) => void;
  /** LISTEN is in place (first, and again after each reconnection). */
  readonly onListening?: () => void;
  /** How long to wait before listening again after PostgreSQL dropped the connection. */
  readonly reconnectMs?: number;
}

/**
 * LISTENs on `channel` of the database under the handle. The handle hides its driver, and LISTEN
 * needs the driver's own client (a session that stays subscribed), so this reaches for the client
 * Drizzle was built on: PGlite's `listen` (its one connection tells its own NOTIFYs, as each
 * committing query returns), or a dedicated connection from node-postgres's pool.
 */
export async function listenOnChannel(
  database: DatabaseHandle,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(channel, (payload) => options.onPayload(payload ?? ''));
    options.onListening?.();
    return { close: () => unlisten().catch(() => undefined) };
  }
  return listenOnPool(client as pg.Pool, channel, options);
}

/**
 * One pooled connection kept for LISTEN. If PostgreSQL drops it, notifications are missed until it
 * is back (`onError` says so, `onListening` says it is back), so it is replaced after a pause.
 */
async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  options: ListenOptions,
): Promise<ChannelListener> {
  let closed = false;
  let current: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) options.onPayload(message.payload ?? '');
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
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    if (closed) client.release(true);
    else {
      current = client;
      options.onListening?.();
    }
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
