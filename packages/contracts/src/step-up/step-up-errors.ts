/**
 * The refusals of step-up (strong customer authentication) codes, each with its HTTP status
 * (docs/administration.md "Step-up codes"). The portal switches on the code, never on the message.
 */
export const STEP_UP_ERROR_STATUS = {
  /**
   * The call needs a step-up code and none was sent (the `scacode` header): ask for a challenge
   * (`POST api/step-up/challenges`), confirm it with the authenticator's code and send the request
   * again with the code. Answered with `WWW-Authenticate: Bearer error="insufficient_user_authentication"`.
   */
  STEP_UP_REQUIRED: 401,
  /**
   * The step-up code (or the authenticator's code, or the challenge) is wrong, used, expired, another
   * user's or session's, or was issued for another request: start a new challenge.
   */
  STEP_UP_INVALID: 403,
  /** Five failures in a row locked the user's step-up for 15 minutes (`lockedUntil` in the enrolment). */
  STEP_UP_LOCKED: 403,
  /** The user has no authenticator enrolled: enrol one in the profile settings first. */
  STEP_UP_NOT_ENROLLED: 409,
  /** The request named in a challenge does not need step-up: send it without a code. */
  STEP_UP_NOT_NEEDED: 409,
  /** There is no pending enrolment to confirm: start one (`POST api/profile/step-up/enrolment`). */
  STEP_UP_NO_PENDING_ENROLMENT: 409,
} as const;
