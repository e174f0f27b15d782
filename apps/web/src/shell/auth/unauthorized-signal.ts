/**
 * A 401 from the API outside the login guard (the token was revoked or the session ended
 * elsewhere) signs the user out. The query client's error handler sees the 401 but is no
 * component; the signed-in AuthServiceProvider registers what to do here, and the handler calls it.
 */
let handler: (() => void) | null = null;

/** Registers the reaction to a 401; returns the unregister function. */
export function onApiUnauthorized(next: () => void): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/** A call other than GET /users answered 401. Does nothing while no session is registered. */
export function reportApiUnauthorized(): void {
  handler?.();
}
