/**
 * The audit trail's side panel (the `audit` route, spec §2) filtered to one user or role: it opens
 * over the page it was opened from.
 */
export function auditPathOf(resourceType: 'user' | 'role', resourceId: string): string {
  return `/audit?${new URLSearchParams({ resourceType, resourceId })}`;
}
