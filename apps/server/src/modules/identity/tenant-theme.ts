import { eq } from 'drizzle-orm';
import type { Database } from '../../infra/db/database';
import { tenants } from '../../infra/db/schema';
import { DEFAULT_THEME, hexColour, type PageTheme } from './pages/layout';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sign-in page's look for a `tenant` hint (a tenant id the portal may pass on the authorize
 * request). Who signs in is unknown until they do, so without a hint, or for an unknown or inactive
 * tenant, the page uses Paydesk's own theme.
 */
export async function loadTenantTheme(db: Database, tenantId: unknown): Promise<PageTheme> {
  if (typeof tenantId !== 'string' || !UUID.test(tenantId)) return DEFAULT_THEME;
  const [tenant] = await db
    .select({
      name: tenants.name,
      themeSettings: tenants.themeSettings,
      logoUrl: tenants.logoUrl,
      isActive: tenants.isActive,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant?.isActive) return DEFAULT_THEME;
  const theme = tenant.themeSettings ?? {};
  return {
    brandName: tenant.name,
    primary: hexColour(theme.primaryColor, DEFAULT_THEME.primary),
    accent: hexColour(theme.sidebarBackgroundColor, DEFAULT_THEME.accent),
    text: hexColour(theme.textColor, DEFAULT_THEME.text),
    background: hexColour(theme.mainBackgroundColor, DEFAULT_THEME.background),
    // The page's CSP loads images only from this origin or data: URLs; anything else is left out.
    logoUrl: isLoadableLogo(tenant.logoUrl) ? tenant.logoUrl : null,
  };
}

function isLoadableLogo(url: string | null): url is string {
  return !!url && ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('data:image/'));
}
