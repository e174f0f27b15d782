import type { AppConfig } from '../../config';

/** Where the identity provider and its own pages live: the embedded one under /identity, or an external issuer. */
export function identityUrls(config: AppConfig) {
  const issuer = config.oidcIssuer ?? `${config.publicUrl}/identity`;
  const embedded = !config.oidcIssuer;
  return {
    issuer,
    embedded,
    registration: embedded ? `${config.publicUrl}/interaction/register` : `${issuer}/account/register`,
    profile: embedded ? `${config.publicUrl}/interaction/profile` : `${issuer}/account`,
    passwordReset: `${config.publicUrl}/interaction/password-reset`,
  };
}
