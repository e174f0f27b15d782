/**
 * What a query or mutation may tell the app's query client (app/query-client.ts) through `meta`.
 *
 *   useQuery({ ...options, meta: { silentError: true } })   // no error toast: the screen says it
 */
export interface PaydeskRequestMeta extends Record<string, unknown> {
  /** Spec §8 shows an error toast for any failed call; a screen the spec says otherwise opts out. */
  readonly silentError?: boolean;
  /**
   * The caller handles a 401 itself: GET /users, whose 401 the login guard answers by signing in
   * again. Any other 401 signs the user out.
   */
  readonly handlesUnauthorized?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PaydeskRequestMeta;
    mutationMeta: PaydeskRequestMeta;
  }
}
