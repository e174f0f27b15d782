/**
 * step-up's public entry: the lock notice and the secret store wiring.ts connects to infra's ports,
 * and the TOTP helpers the seed's demo enrolments and the tests use. Other modules import this
 * module only through this file.
 */
export { mailStepUpLock } from './step-up-lock-mail';
export { stepUpSecretStore } from './step-up-secrets';
export { totpCodeNow } from './totp';
