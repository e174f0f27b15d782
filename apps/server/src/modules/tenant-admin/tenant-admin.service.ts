import { randomUUID } from 'node:crypto';
import type {
  TenantCreateInput,
  TenantSettings,
  TenantSettingsInput,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { eq } from 'drizzle-orm';
import { recordActorChange } from '../../infra/audit/audit-writer';
import { roles, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { type AdminContext, inviteUser } from '../user-admin';
import { STARTER_ROLES } from './starter-roles';
import {
  brandingUrl,
  findTenant,
  requireKnownCurrency,
  saveAsset,
  settingsOf,
  type TenantRow,
  tenantColumns,
  tenantNameTaken,
} from './tenant-admin.repository';

/**
 * Every write of tenant management, one function per action. Each records itself in the audit
 * trail in its own transaction, in the tenant's chain (docs/administration.md "Tenant management").
 */

export type TenantAction =
  | 'tenant.create'
  | 'tenant.update'
  | 'tenant.activate'
  | 'tenant.deactivate'
  | 'tenant.branding'
  | 'tenantKey.rotate'
  | 'tenantKey.retire'
  | 'tenantKey.uploadPublic';

/** The one place a tenant-management change is recorded, in the change's transaction. */
export function recordTenantChange(
  ctx: AdminContext,
  change: {
    readonly tenantId: string;
    readonly action: TenantAction;
    readonly resourceType: 'tenant' | 'tenantKey';
    readonly resourceId: string;
    readonly before: unknown;
    readonly after: unknown;
  },
): Promise<void> {
  return recordActorChange(ctx.tx, ctx.actor, ctx.origin, change);
}

/** The tenant (404 when there is none). */
export async function existingTenant(ctx: AdminContext, tenantId: string): Promise<TenantRow> {
  const row = await findTenant(ctx.tx, tenantId);
  if (!row) throw AppError.notFound('Tenant');
  return row;
}

const nameTaken = (name: string) =>
  AppError.refused('TENANT_NAME_TAKEN', `Another tenant is already named ${name}`);

/**
 * Creates a tenant with its settings, its starter roles (Tenant Administrator, Merchant
 * Administrator) and invites its first administrator into the first: all in one transaction.
 */
export async function createTenant(ctx: AdminContext, input: TenantCreateInput): Promise<TenantSettings> {
  await requireKnownCurrency(ctx.tx, input.baseCurrency);
  if (await tenantNameTaken(ctx.tx, input.name)) throw nameTaken(input.name);
  const tenantId = randomUUID();
  const [row] = await ctx.tx
    .insert(tenants)
    .values({ id: tenantId, isDefault: false, isActive: true, ...tenantColumns(input) })
    .returning();
  if (!row) throw new Error('The tenant was not stored');
  const roleIds = new Map<string, string>();
  for (const role of STARTER_ROLES) {
    const id = randomUUID();
    roleIds.set(role.key, id);
    await ctx.tx.insert(roles).values({
      id,
      tenantId,
      audience: role.audience,
      name: role.name,
      permissions: [...role.permissions],
      isAdministrator: role.isAdministrator,
    });
  }
  const after = settingsOf(row);
  await recordTenantChange(ctx, {
    tenantId,
    action: 'tenant.create',
    resourceType: 'tenant',
    resourceId: tenantId,
    before: null,
    after: { ...after, starterRoles: STARTER_ROLES.map((role) => role.name) },
  });
  const admin = input.firstAdministrator;
  await inviteUser(
    ctx,
    { type: 'crm', tenantId, merchantId: null },
    { ...admin, roleIds: [roleIds.get('tenant-admin') ?? ''] },
  );
  return after;
}

export async function updateTenant(
  ctx: AdminContext,
  before: TenantRow,
  input: TenantSettingsInput,
): Promise<TenantSettings> {
  await requireKnownCurrency(ctx.tx, input.baseCurrency);
  if (await tenantNameTaken(ctx.tx, input.name, before.id)) throw nameTaken(input.name);
  return writeTenant(ctx, before, tenantColumns(input), 'tenant.update');
}

/** Writes columns of the tenant and records the change with its settings before and after. */
async function writeTenant(
  ctx: AdminContext,
  before: TenantRow,
  columns: Partial<typeof tenants.$inferInsert>,
  action: TenantAction,
  extra: Record<string, unknown> = {},
): Promise<TenantSettings> {
  const [row] = await ctx.tx.update(tenants).set(columns).where(eq(tenants.id, before.id)).returning();
  if (!row) throw AppError.notFound('Tenant');
  const after = settingsOf(row);
  await recordTenantChange(ctx, {
    tenantId: before.id,
    action,
    resourceType: 'tenant',
    resourceId: before.id,
    before: settingsOf(before),
    after: { ...after, ...extra },
  });
  return after;
}

/**
 * Activates or deactivates. A deactivated tenant's users are refused on their next request (the
 * actor resolver reads tenants.is_active; the actor cache hears of the change) and at sign-in.
 */
export async function setTenantActive(
  ctx: AdminContext,
  before: TenantRow,
  isActive: boolean,
): Promise<TenantSettings> {
  if (before.isActive === isActive) {
    throw AppError.refused(
      'TENANT_STATE_UNCHANGED',
      isActive ? 'The tenant is already active' : 'The tenant is already inactive',
    );
  }
  return writeTenant(ctx, before, { isActive }, isActive ? 'tenant.activate' : 'tenant.deactivate');
}

/** Stores an uploaded logo or favicon and points the tenant at it. */
export async function saveBranding(
  ctx: AdminContext,
  before: TenantRow,
  asset: 'logo' | 'favicon',
  file: { contentType: string; content: Buffer; sha256: string },
): Promise<TenantSettings> {
  const name = `${asset}.${file.contentType === 'image/png' ? 'png' : 'jpg'}`;
  await saveAsset(ctx.tx, before.id, name, file.contentType, file.content);
  // The URL changes with the content, so a browser's cached copy is not shown for the new file.
  const url = `${brandingUrl(before.id, name)}?v=${file.sha256.slice(0, 12)}`;
  return writeTenant(
    ctx,
    before,
    asset === 'logo' ? { logoUrl: url } : { faviconUrl: url },
    'tenant.branding',
    {
      file: { asset, contentType: file.contentType, size: file.content.length, sha256: file.sha256 },
    },
  );
}
