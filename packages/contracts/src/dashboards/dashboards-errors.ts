/**
 * The dashboards' refusals, each with its HTTP status (docs/dashboards.md "What is refused"). The
 * portal shows the server's message and switches on the code, never on the text.
 */
export const DASHBOARD_ERROR_STATUS = {
  /** A catalogue category still holds widgets: move or delete them first. */
  DASHBOARD_CATEGORY_IN_USE: 409,
  /** A catalogue widget is on users' dashboards: they remove it first (or its assignments go). */
  DASHBOARD_WIDGET_IN_USE: 409,
  /** A catalogue category's name is taken (names are unique, case-insensitive). */
  DASHBOARD_CATEGORY_NAME_TAKEN: 409,
  /** The user's own category still holds widgets: move or delete them first. */
  USER_DASHBOARD_CATEGORY_IN_USE: 409,
  /** The user already has a category of that name for that user type. */
  USER_DASHBOARD_CATEGORY_NAME_TAKEN: 409,
  /** The widget is not in the caller's available catalogue (their tenant's and roles' widgets). */
  DASHBOARD_WIDGET_NOT_AVAILABLE: 409,
  /** The widget is not assigned to the role's tenant, so the role cannot get it. */
  DASHBOARD_WIDGET_NOT_ASSIGNED_TO_TENANT: 409,
  /** The role is of the other kind than the call (a merchant role on the tenant-roles call). */
  DASHBOARD_ROLE_TYPE_MISMATCH: 409,
} as const;
