import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../infra/db/database';
import { roles } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import {
  type DefaultAudience,
  dashboardCategories,
  dashboardDefaultWidgets,
  dashboardRoleWidgets,
  dashboardTenantWidgets,
  dashboardWidgets,
  widgetColumnsOf,
} from '../modules/dashboards';
import { catalogueWidget, DEMO_CATALOGUE, DEMO_DASHBOARD_CATEGORIES } from './demo-dashboard-catalogue';
import { DEMO_TENANTS } from './demo-data';
import { demoId } from './demo-ids';

/**
 * The demo dashboards (docs/dashboards.md "Default dashboards"): the catalogue, every demo tenant
 * given all of it, each tenant role the operator and shared widgets and each merchant role the
 * merchant and shared ones (a widget whose data call needs more is given only to roles holding it:
 * the alerts), and a default dashboard per audience, so every demo account lands on numbers. The sandbox merchant sees the merchant default: its filters carry no mode, and the Mode
 * header (always Test for a sandbox merchant) picks its Test data. On its own check, so a database
 * seeded before the dashboards gets them on the next start.
 */

/** Each default, as category name and catalogue keys, laid out left to right on the 12 columns. */
const DEFAULTS: Readonly<Record<DefaultAudience, readonly (readonly [string, readonly string[]])[]>> = {
  platform: [
    ['Summary', ['summary:count', 'summary:success-rate', 'summary:by-country']],
    [
      'Operations',
      ['reporting:by-customer', 'operator:by-status', 'operator:by-day', 'reporting:by-service-provider'],
    ],
    ['Onboarding', ['onboarding:pipeline']],
  ],
  tenant: [
    ['Summary', ['summary:count', 'summary:success-rate', 'summary:by-country']],
    [
      'Operations',
      [
        'operator:by-status',
        'operator:by-day',
        'operator:by-payment-method',
        'reporting:by-customer',
        'operator:alerts',
      ],
    ],
    ['Onboarding', ['onboarding:pipeline', 'integrations:webhook-status']],
  ],
  merchant: [
    ['Summary', ['summary:count', 'summary:success-rate', 'integrations:webhook-status']],
    [
      'Transactions',
      [
        'merchant:by-hour',
        'merchant:by-status',
        'merchant:by-day',
        'merchant:by-payment-method',
        'merchant:by-currency',
        'merchant:alerts',
      ],
    ],
  ],
  // A merchant still boarding has no payments yet: its checklist instead of empty charts.
  boardingMerchant: [['Onboarding', ['summary:onboarding-banner', 'onboarding:pipeline']]],
};

const COLUMNS = 12;

/** Places widgets left to right, wrapping to a new row below the tallest of the row. */
function laidOut(sizes: readonly { w: number; h: number }[]) {
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  return sizes.map((size) => {
    if (x + size.w > COLUMNS) {
      x = 0;
      y += rowHeight;
      rowHeight = 0;
    }
    const cell = { x, y, w: size.w, h: size.h };
    x += size.w;
    rowHeight = Math.max(rowHeight, size.h);
    return cell;
  });
}

function defaultRows() {
  return (Object.entries(DEFAULTS) as [DefaultAudience, (typeof DEFAULTS)[DefaultAudience]][]).flatMap(
    ([audience, groups]) => {
      const entries = groups.flatMap(([categoryName, keys]) =>
        keys.map((key) => ({ categoryName, widget: catalogueWidget(key) })),
      );
      const cells = laidOut(entries.map((entry) => entry.widget.input.defaultSize));
      return entries.map((entry, index) => ({
        id: demoId(`dashboard-default:${audience}:${index}`),
        audience,
        categoryName: entry.categoryName,
        widgetId: entry.widget.id,
        title: entry.widget.input.name,
        filters: entry.widget.input.filters,
        ...(cells[index] as { x: number; y: number; w: number; h: number }),
        sortOrder: index,
      }));
    },
  );
}

export async function seedDemoDashboards(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727034)`);
    const [seeded] = await tx.select({ id: dashboardCategories.id }).from(dashboardCategories).limit(1);
    if (seeded) return;
    await tx.insert(dashboardCategories).values(Object.values(DEMO_DASHBOARD_CATEGORIES));
    await tx
      .insert(dashboardWidgets)
      .values(DEMO_CATALOGUE.map((widget) => ({ id: widget.id, ...widgetColumnsOf(widget.input) })));
    const tenantIds = DEMO_TENANTS.map((tenant) => tenant.id);
    await tx
      .insert(dashboardTenantWidgets)
      .values(
        tenantIds.flatMap((tenantId) => DEMO_CATALOGUE.map((widget) => ({ tenantId, widgetId: widget.id }))),
      );
    const tenantRoles = await tx
      .select({
        id: roles.id,
        tenantId: roles.tenantId,
        audience: roles.audience,
        permissions: roles.permissions,
      })
      .from(roles)
      .where(and(inArray(roles.tenantId, tenantIds), inArray(roles.audience, ['tenant', 'merchant'])));
    await tx
      .insert(dashboardRoleWidgets)
      .values(
        tenantRoles.flatMap((role) =>
          DEMO_CATALOGUE.filter(
            (widget) =>
              (widget.audience === 'both' ||
                widget.audience === (role.audience === 'tenant' ? 'operator' : 'merchant')) &&
              (widget.readPermissions === undefined ||
                widget.readPermissions.some((permission) => role.permissions.includes(permission))),
          ).map((widget) => ({ roleId: role.id, tenantId: role.tenantId as string, widgetId: widget.id })),
        ),
      );
    await tx.insert(dashboardDefaultWidgets).values(defaultRows());
  });
}
