import type { AppConfig } from '../../config';

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

export function identityLifetimes(config: Pick<AppConfig, 'accessTokenSeconds'>): IdentityLifetimes {
  return {
    accessTokenSeconds: config.accessTokenSeconds,
    sessionSeconds: 12 * 60 * 60,
    interactionSeconds: 30 * 60,
  };
}
