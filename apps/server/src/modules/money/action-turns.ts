/**
 * Actions on one transaction take turns inside this process: the next starts when the one before it
 * (its plan, processor call and recorded outcome) has finished. Without it, concurrent actions on a
 * transaction with a pending operation would poll the database for their turn (action-runner.ts);
 * with it, they queue in memory and only actions from other server processes poll.
 */
const lastTurnOf = new Map<string, Promise<unknown>>();

export async function inTurn<T>(transactionId: string, action: () => Promise<T>): Promise<T> {
  const previous = lastTurnOf.get(transactionId) ?? Promise.resolve();
  // The turn passes on whether the action before succeeded or failed.
  const mine = previous.then(action, action);
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  lastTurnOf.set(transactionId, done);
  try {
    return await mine;
  } finally {
    if (lastTurnOf.get(transactionId) === done) lastTurnOf.delete(transactionId);
  }
}
