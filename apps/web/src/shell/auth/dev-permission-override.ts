import { isPermission } from '@paydesk/contracts/auth/permissions';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';

/**
 * Spec §6: "A dev-only override can add or remove permissions locally, on localhost or dev hosts
 * only." It changes what the portal shows (menus, guards, buttons), never what the server allows:
 * the server decides from its own records, so an added key still answers 403 there.
 *
 * Only development builds contain this module: `current-user.query.ts` imports it behind
 * `import.meta.env.DEV`, which a production build replaces with false, so the import and this
 * file are left out (`npm run budget` fails if the marker below is found in the production build).
 * Even in a development build it is honoured only on a local host.
 *
 * Use it from the browser console, then reload:
 *   localStorage.setItem('paydesk.devPermissionOverride', JSON.stringify({ add: ['CRM.Audit.View'], remove: [] }))
 */
export const DEV_OVERRIDE_KEY = 'paydesk.devPermissionOverride';

export interface PermissionOverride {
  readonly add: readonly string[];
  readonly remove: readonly string[];
}

/** localhost, 127.0.0.1, ::1 and any *.localhost name: hosts that only the developer's machine answers. */
export function isDevHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}

/** The stored override, keeping only known permission keys; null when none or unreadable. */
export function readOverride(stored: string | null): PermissionOverride | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as { add?: unknown; remove?: unknown };
    const keys = (list: unknown) =>
      Array.isArray(list)
        ? list.filter((key): key is string => typeof key === 'string' && isPermission(key))
        : [];
    return { add: keys(value.add), remove: keys(value.remove) };
  } catch {
    return null;
  }
}

/** The permissions with the override's keys added and removed (a key in both ends up removed). */
export function overridePermissions(permissions: readonly string[], override: PermissionOverride): string[] {
  const keys = new Set([...permissions, ...override.add]);
  for (const key of override.remove) keys.delete(key);
  return [...keys];
}

/** The user with the local override applied, on a local host only; otherwise the user as is. */
export function withDevPermissionOverride(
  user: CurrentUser,
  where: { readonly hostname: string; readonly stored: string | null },
): CurrentUser {
  if (!isDevHost(where.hostname)) return user;
  const override = readOverride(where.stored);
  if (!override || (override.add.length === 0 && override.remove.length === 0)) return user;
  console.warn(`Paydesk: the permissions of this browser are overridden (${DEV_OVERRIDE_KEY})`, override);
  return { ...user, permissions: overridePermissions(user.permissions, override) };
}
