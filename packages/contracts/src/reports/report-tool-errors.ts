/**
 * The report tool's refusal: the token a pop-up's data message carried is unknown, expired, already
 * used, or another user's, report's or key's (the pop-up then shows 'AUTHENTICATION FAILED').
 */
export const REPORT_TOOL_ERROR_STATUS = {
  REPORT_TOOL_TOKEN_INVALID: 409,
} as const;
