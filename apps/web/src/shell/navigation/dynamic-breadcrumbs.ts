import { z } from 'zod';

/**
 * Spec §2: "Dynamic routes read breadcrumbs from session storage." A route with a parameter (a
 * ticket, a merchant ...) cannot name its crumbs from the route table, so the screen that links
 * to it writes them first — e.g. the ticket list, before opening ticket 42:
 *
 *   setDynamicBreadcrumbs('/tenant/support-tickets/42', [
 *     { label: t('nav.supportTickets'), to: '/tenant/support-tickets' },
 *     { label: 'Ticket #42' },
 *   ]);
 *
 * The toolbar shows them after Dashboard; the last crumb is never a link. Session storage keeps
 * them per tab and through a reload of the page, not beyond the session.
 */
export const DynamicCrumb = z.object({
  /** Shown as written (already translated, may hold data such as a ticket number). */
  label: z.string().min(1),
  /** In-app path; ignored on the last crumb. */
  to: z.string().startsWith('/').optional(),
});
export type DynamicCrumb = z.infer<typeof DynamicCrumb>;

const STORED = z.array(DynamicCrumb).min(1);
const KEY_PREFIX = 'breadcrumbs:';

/** The storage key of a path: the pathname alone, with one leading slash and none trailing. */
function keyOf(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const trimmed = pathname.replace(/\/+$/, '').replace(/^\/*/, '/');
  return `${KEY_PREFIX}${trimmed}`;
}

export function setDynamicBreadcrumbs(path: string, crumbs: readonly DynamicCrumb[]): void {
  const valid = STORED.parse(crumbs);
  try {
    sessionStorage.setItem(keyOf(path), JSON.stringify(valid));
  } catch {
    // Storage unavailable: the route falls back to its route-table crumbs.
  }
}

/** The crumbs stored for `path`, or null when there are none (or they are not well formed). */
export function readDynamicBreadcrumbs(path: string): DynamicCrumb[] | null {
  try {
    const raw = sessionStorage.getItem(keyOf(path));
    if (!raw) return null;
    const parsed = STORED.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDynamicBreadcrumbs(path: string): void {
  try {
    sessionStorage.removeItem(keyOf(path));
  } catch {
    // Nothing to clear.
  }
}

/** A route path with a parameter (`tenant/support-tickets/:ticketId`) reads its crumbs from here. */
export function isDynamicRoutePath(routePath: string): boolean {
  return routePath.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}
