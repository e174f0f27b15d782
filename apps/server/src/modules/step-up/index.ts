/**
 * step-up's public entry: the lock notice wiring.ts connects to infra's port, and the TOTP helpers the
 * seed's demo enrolments and the tests use. Other modules import this module only through this file.
 */
export { mailStepUpLock } from './step-up-lock-mail';
export { totpCodeNow } from './totp';
