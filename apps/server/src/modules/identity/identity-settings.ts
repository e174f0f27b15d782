/**
 * How long the provider's artefacts live. Access tokens default to one hour; ACCESS_TOKEN_TTL_SECONDS
 * overrides it (tests use a few seconds to watch expiry). The portal renews 30 s before expiry
 * (spec §9) with a silent authorize request against the provider session, which lasts a working day.
 */
export interface IdentityLifetimes {
  readonly accessTokenSeconds: number;
  /** The provider session (the cookie the silent renewal relies on). */
  readonly sessionSeconds: number;
  /** How long a sign-in page stays usable. */
  readonly interactionSeconds: number;
}

export function identityLifetimes(env: NodeJS.ProcessEnv = process.env): IdentityLifetimes {
  return {
    accessTokenSeconds: positive(env.ACCESS_TOKEN_TTL_SECONDS, 60 * 60),
    sessionSeconds: 12 * 60 * 60,
    interactionSeconds: 30 * 60,
  };
}

function positive(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) {
    throw new Error(`ACCESS_TOKEN_TTL_SECONDS must be a positive integer, got "${value}"`);
  }
  return parsed;
}
