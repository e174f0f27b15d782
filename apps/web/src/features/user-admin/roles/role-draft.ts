import { PERMISSION_CATALOGUE, type PermissionAudience } from '@paydesk/contracts/auth/permissions';
import {
  MANAGE_KEYS,
  PERMISSION_ROWS,
  type PermissionRow,
} from '@paydesk/contracts/user-admin/permission-rows';
import type { ManagedUserType, Role } from '@paydesk/contracts/user-admin/user-admin.schemas';

/** A role as the editor holds it while it is changed. */
export interface RoleDraft {
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly string[];
  readonly scaRequiredPermissions: readonly string[];
}

export const EMPTY_DRAFT: RoleDraft = {
  name: '',
  description: '',
  permissions: [],
  scaRequiredPermissions: [],
};

export function draftOf(role: Role): RoleDraft {
  return {
    name: role.name,
    description: role.description ?? '',
    permissions: role.permissions,
    scaRequiredPermissions: role.scaRequiredPermissions,
  };
}

/** Which catalogue audiences a role of each type may hold (the server refuses any other key). */
const AUDIENCES: Record<ManagedUserType, readonly PermissionAudience[]> = {
  crm: ['operator'],
  merchant: ['merchant', 'onboarding'],
};

/** The editor's rows for a role type, grouped by area in catalogue order. */
export function rowsByArea(
  type: ManagedUserType,
): { readonly area: string; readonly rows: PermissionRow[] }[] {
  const audienceOf = new Map(PERMISSION_CATALOGUE.map((p) => [p.key as string, p.audience]));
  const groups = new Map<string, PermissionRow[]>();
  for (const row of PERMISSION_ROWS) {
    const audience = audienceOf.get(row.key);
    if (!audience || !AUDIENCES[type].includes(audience)) continue;
    groups.set(row.area, [...(groups.get(row.area) ?? []), row]);
  }
  return [...groups].map(([area, rows]) => ({ area, rows }));
}

/**
 * Grants or takes away one key. Manage implies view: granting a manage key grants its view key;
 * taking a view key away takes the manage keys that imply it. A key taken away no longer requires
 * step-up.
 */
export function withKey(draft: RoleDraft, key: string, granted: boolean): RoleDraft {
  const keys = new Set(draft.permissions);
  if (granted) {
    keys.add(key);
    const implied = MANAGE_KEYS[key as keyof typeof MANAGE_KEYS];
    if (implied) keys.add(implied);
  } else {
    keys.delete(key);
    for (const [manage, view] of Object.entries(MANAGE_KEYS)) if (view === key) keys.delete(manage);
  }
  const permissions = [...keys];
  return {
    ...draft,
    permissions,
    scaRequiredPermissions: draft.scaRequiredPermissions.filter((k) => keys.has(k)),
  };
}

/** Marks a granted key as requiring step-up (or not); a key not granted cannot require it. */
export function withStepUp(draft: RoleDraft, key: string, required: boolean): RoleDraft {
  if (!draft.permissions.includes(key)) return draft;
  const flags = new Set(draft.scaRequiredPermissions);
  if (required) flags.add(key);
  else flags.delete(key);
  return { ...draft, scaRequiredPermissions: [...flags] };
}

/** Whether the draft differs from the role it started from. */
export function isChanged(draft: RoleDraft, from: RoleDraft): boolean {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((key) => b.includes(key));
  return (
    draft.name.trim() !== from.name ||
    draft.description.trim() !== from.description ||
    !same(draft.permissions, from.permissions) ||
    !same(draft.scaRequiredPermissions, from.scaRequiredPermissions)
  );
}
