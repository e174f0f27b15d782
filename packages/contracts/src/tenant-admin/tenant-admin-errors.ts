/**
 * The refusals of tenant management and tenant encryption keys, each with its HTTP status. The
 * portal switches on the code, never on the message text.
 */
export const TENANT_ADMIN_ERROR_STATUS = {
  /** Another tenant already has this name (compared without case): choose another. */
  TENANT_NAME_TAKEN: 409,
  /** The tenant is already active (or already inactive): nothing changed. */
  TENANT_STATE_UNCHANGED: 409,
  /** The key is not in a state that allows this (only a decrypt-only key can be retired, a retired key nothing). */
  KEY_STATE_REFUSED: 409,
  /** Data is still encrypted under the key: let the re-encryption job finish, then retire it. */
  KEY_STILL_IN_USE: 409,
} as const;
