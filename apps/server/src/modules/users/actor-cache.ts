import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../infra/db/database';
import { type ChannelListener, listenOnChannel } from '../../infra/db/database-listener';

/** The channel 0017_actor_change_notifications.sql notifies on. */
export const ACTOR_CHANGES_CHANNEL = 'paydesk_actor_changes';

/** Users kept at most; past it the cache starts again (a server sees far fewer users in an hour). */
const MAX_ENTRIES = 10_000;
/** A backstop only: an entry older than this is read again even if no change was announced. */
const MAX_AGE_MS = 60_000;

/**
 * The database rows an actor is made of, kept per user between requests, so that a request does not
 * spend four round trips (begin, scope, the four-table join, commit) on who the caller is.
 *
 * Exact, not "fresh enough": every change to a user, role, tenant or merchant column the actor is
 * made of announces itself when it commits (0017), and the announcement empties the cache in every
 * process. Two rules keep a change from being missed:
 * - a row read before an announcement is not kept if the announcement came while it was being read
 *   (the generation changed between `generation()` and `keep()`);
 * - while the announcement connection is down (PostgreSQL restarted, network), nothing is kept or
 *   served: every request reads the database, as it would without a cache, until LISTEN is back.
 */
export interface ActorRowCache<Row> {
  /** The row kept for the user, or undefined. */
  get(userId: string): Row | undefined;
  /** Taken before reading a row; pass it to keep(). */
  generation(): number;
  /** Keeps a row read since `generation`, unless something changed meanwhile. */
  keep(userId: string, row: Row, generation: number): void;
  close(): Promise<void>;
}

/** A cache that never keeps anything (tests that change users and act as them at once). */
export function noActorRowCache<Row>(): ActorRowCache<Row> {
  return { get: () => undefined, generation: () => 0, keep: () => undefined, close: async () => undefined };
}

export async function createActorRowCache<Row>(options: {
  readonly database: DatabaseHandle;
  readonly log: FastifyBaseLogger;
  /** For tests: the clock, and the pause before listening again after a dropped connection. */
  readonly now?: () => number;
  readonly reconnectMs?: number;
}): Promise<ActorRowCache<Row>> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { row: Row; keptAt: number }>();
  let generation = 0;
  let listening = false;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  const listener: ChannelListener = await listenOnChannel(options.database, ACTOR_CHANGES_CHANNEL, {
    onPayload: forgetAll,
    onListening: () => {
      // Whatever changed while the connection was down was not announced here.
      forgetAll();
      listening = true;
    },
    onError: (error) => {
      listening = false;
      forgetAll();
      options.log.warn({ err: error }, 'actor cache off until the change announcements are back');
    },
    reconnectMs: options.reconnectMs,
  });

  return {
    get(userId) {
      if (!listening) return undefined;
      const entry = entries.get(userId);
      if (!entry) return undefined;
      if (now() - entry.keptAt > MAX_AGE_MS) {
        entries.delete(userId);
        return undefined;
      }
      return entry.row;
    },
    generation: () => generation,
    keep(userId, row, since) {
      if (!listening || since !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(userId, { row, keptAt: now() });
    },
    async close() {
      listening = false;
      forgetAll();
      await listener.close();
    },
  };
}
