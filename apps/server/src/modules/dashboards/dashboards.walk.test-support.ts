import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import { WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { catalogueWidget, DEMO_DASHBOARD_CATEGORIES } from '../../seed/demo-dashboard-catalogue';
import { BLUE_HARBOR, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, ModuleWalk, WalkUser } from '../../test/endpoint-walk';
import { widgetColumnsOf } from './catalogue.repository';
import {
  dashboardCategories,
  dashboardWidgets,
  userDashboardCategories,
  userDashboardWidgets,
} from './dashboards.table';

/**
 * The endpoint walk's part for the dashboards: a catalogue category and widget of the walk's own
 * (so the management calls change and delete them, not the seeded ones), a personal widget and
 * category for each tenant's administrator (the foreign ids of the personal calls), and valid bodies
 * the sampler cannot make (a widget's rules, JSON filters).
 */

export const WALK_DASHBOARDS = {
  category: demoId('walk:dashboard-category'),
  widget: demoId('walk:dashboard-widget'),
  northwind: {
    widget: demoId('walk:user-widget:northwind'),
    category: demoId('walk:user-category:northwind'),
  },
  blueHarbor: {
    widget: demoId('walk:user-widget:blueharbor'),
    category: demoId('walk:user-category:blueharbor'),
  },
} as const;

/** A tenant administrator's row: another tenant's for staff; for a merchant user its own tenant's staff row. */
function foreignOwn(kind: 'widget' | 'category') {
  return (caller: WalkUser): string => {
    const own = caller.tenantId === NORTHWIND.id ? WALK_DASHBOARDS.northwind : WALK_DASHBOARDS.blueHarbor;
    const other = caller.tenantId === NORTHWIND.id ? WALK_DASHBOARDS.blueHarbor : WALK_DASHBOARDS.northwind;
    return (caller.audience === 'customer' ? own : other)[kind];
  };
}

const personalWidget: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignOwn('widget') };
const personalCategory: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignOwn('category') };
const catalogue: ForeignIdRule = {
  kind: 'not-tenant-owned',
  reason: 'the widget catalogue is the platform’s, one for every tenant (its writes are platform-only)',
};

const walkWidget = {
  categoryId: WALK_DASHBOARDS.category,
  name: 'Walk widget',
  dataSourceEndpoint: 'api/reports/transaction-summary/charts/grouped-by-status',
  dataSourceEndpointId: 'TRANSACTIONS_BY_STATUS',
  data: {
    configuration: {
      widgetType: 'CHART_WIDGET',
      chartConfiguration: { chartType: 'PieChart', xAxisColumn: 'status', yAxisColumn: ['count'] },
    },
  },
};
const walkWidgetAt = { categoryId: WALK_DASHBOARDS.category, widgetId: WALK_DASHBOARDS.widget };

export const DASHBOARDS_WALK: ModuleWalk = {
  foreignIds: {
    [`${management.updateCategory.id}.categoryId`]: catalogue,
    [`${management.deleteCategory.id}.categoryId`]: catalogue,
    [`${management.updateWidget.id}.categoryId`]: catalogue,
    [`${management.updateWidget.id}.widgetId`]: catalogue,
    [`${management.deleteWidget.id}.categoryId`]: catalogue,
    [`${management.deleteWidget.id}.widgetId`]: catalogue,
    [`${userDashboard.listBaseWidgets.id}.id`]: catalogue,
    [`${userDashboard.clonePersonalWidget.id}.id`]: personalWidget,
    [`${userDashboard.deletePersonalWidget.id}.id`]: personalWidget,
    [`${userDashboard.deleteUserCategory.id}.id`]: personalCategory,
    [`${userDashboard.getUserCategoryWidgets.id}.id`]: personalCategory,
  },
  examples: {
    [management.createWidget.id]: { body: walkWidget },
    [management.updateWidget.id]: { params: walkWidgetAt, body: walkWidget },
    [management.deleteWidget.id]: { params: walkWidgetAt },
    [management.updateCategory.id]: {
      params: { categoryId: WALK_DASHBOARDS.category },
      body: { name: 'Walk category' },
    },
    [userDashboard.listBaseWidgets.id]: { params: { id: DEMO_DASHBOARD_CATEGORIES.summary.id } },
    [userDashboard.addPersonalWidget.id]: {
      body: { widgetId: catalogueWidget('summary:count').id, filters: '{"dateRange":"today"}' },
    },
    [userDashboard.editPersonalWidgets.id]: {
      body: { widgets: [{ id: WALK_DASHBOARDS.northwind.widget, layout: { x: 0, y: 0, w: 4, h: 4 } }] },
    },
  },
  addData: async (db: Database) => {
    await withScope(db, SYSTEM_SCOPE, async (tx) => {
      await tx.insert(dashboardCategories).values({ id: WALK_DASHBOARDS.category, name: 'Walk category' });
      await tx
        .insert(dashboardWidgets)
        .values({ id: WALK_DASHBOARDS.widget, ...widgetColumnsOf(WidgetInput.parse(walkWidget)) });
      for (const [tenant, rows] of [
        [NORTHWIND.id, WALK_DASHBOARDS.northwind],
        [BLUE_HARBOR.id, WALK_DASHBOARDS.blueHarbor],
      ] as const) {
        const owner = demoUser(
          tenant === NORTHWIND.id ? 'tenant.admin@northwind.test' : 'tenant.admin@blueharbor.test',
        );
        await tx.insert(userDashboardCategories).values({
          id: rows.category,
          userId: owner.id,
          tenantId: tenant,
          merchantId: null,
          name: 'Walk category',
          userType: 'crm',
        });
        await tx.insert(userDashboardWidgets).values({
          id: rows.widget,
          userId: owner.id,
          tenantId: tenant,
          merchantId: null,
          widgetId: catalogueWidget('summary:count').id,
          title: 'Walk widget',
          x: 0,
          y: 0,
          w: 3,
          h: 2,
        });
      }
    });
  },
};
