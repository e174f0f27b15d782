/**
 * The refusals of user and role administration, each with its HTTP status. The portal switches on
 * the code, never on the message text.
 */
export const USER_ADMIN_ERROR_STATUS = {
  /** An administrator acted on their own account through an admin call (deactivate, delete, roles): ask a colleague. */
  SELF_ACTION_REFUSED: 409,
  /**
   * The change would leave the tenant (or the platform) without an active user who can manage users
   * and roles: give another active user those keys first.
   */
  LAST_ADMINISTRATOR: 409,
  /** A role, step-up flag or limit gives more than the acting user holds: nobody grants what they lack. */
  GRANT_EXCEEDS_OWN: 403,
  /** Another account already uses this e-mail address (addresses are unique across Paydesk). */
  EMAIL_TAKEN: 409,
  /** The tenant already has a role of this type with this name (compared without case). */
  ROLE_NAME_TAKEN: 409,
  /** The user is already in the state asked for (active, inactive, unlocked): nothing changed. */
  USER_STATE_UNCHANGED: 409,
} as const;
