import type {
  TenantSettings,
  TenantSettingsInput,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import { currencies, type StoredTheme, tenantAssets, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/** Where a tenant's branding file is served (modules/tenants/branding.plugin.ts). */
export const brandingUrl = (tenantId: string, name: string) => `/branding/${tenantId}/${name}`;

export type TenantRow = typeof tenants.$inferSelect;

export function settingsOf(row: TenantRow): TenantSettings {
  const { buttonsLinkColorRGB: _rgb, ...theme } = row.themeSettings as StoredTheme & {
    buttonsLinkColorRGB?: string;
  };
  return {
    tenantId: row.id,
    name: row.name,
    isActive: row.isActive,
    isDefaultTenant: row.isDefault,
    theme: theme as TenantSettings['theme'],
    supportEmail: row.supportEmail,
    emailSenderAddress: row.emailSenderAddress,
    loginTemplate: row.loginTemplate,
    baseCurrency: row.baseCurrency.trim(),
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    createdOn: row.createdAt.toISOString(),
  };
}

/** The tenant (platform scope); null when there is none. */
export async function findTenant(tx: ScopedTx, tenantId: string): Promise<TenantRow | null> {
  const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row ?? null;
}

/** The stored columns of the edited fields. */
export function tenantColumns(input: TenantSettingsInput) {
  return {
    name: input.name,
    themeSettings: input.theme as StoredTheme,
    supportEmail: input.supportEmail,
    emailSenderAddress: input.emailSenderAddress,
    loginTemplate: input.loginTemplate || null,
    baseCurrency: input.baseCurrency,
  };
}

/** 400 on body.baseCurrency unless it is a currency Paydesk knows and has active. */
export async function requireKnownCurrency(tx: ScopedTx, code: string): Promise<void> {
  const [row] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.id, code), eq(currencies.isActive, true)))
    .limit(1);
  if (!row) {
    throw AppError.validation([{ field: 'body.baseCurrency', message: `Unknown currency ${code}` }]);
  }
}

/**
 * Holds tenant names until the transaction ends, then answers whether another tenant has the name
 * (case ignored): two creations or renames to one name at once are decided one after the other.
 */
export async function tenantNameTaken(tx: ScopedTx, name: string, except?: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('tenant-names', 0))`);
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`lower(${tenants.name}) = lower(${name})`, except ? ne(tenants.id, except) : undefined))
    .limit(1);
  return row !== undefined;
}

/** Stores (or replaces) one of the tenant's branding files. */
export async function saveAsset(
  tx: ScopedTx,
  tenantId: string,
  name: string,
  contentType: string,
  content: Buffer,
): Promise<void> {
  await tx
    .insert(tenantAssets)
    .values({ tenantId, name, contentType, content })
    .onConflictDoUpdate({
      target: [tenantAssets.tenantId, tenantAssets.name],
      set: { contentType, content, updatedAt: new Date() },
    });
}
