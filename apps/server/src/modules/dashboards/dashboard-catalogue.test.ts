import * as management from '@paydesk/contracts/dashboards/dashboard-management.endpoints';
import type {
  CategoriesWithWidgets,
  Category,
} from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { describe, expect, it } from 'vitest';
import {
  catalogueWidget,
  DEMO_CATALOGUE,
  DEMO_DASHBOARD_CATEGORIES,
} from '../../seed/demo-dashboard-catalogue';
import { DEMO_EMAILS } from '../../test/fixtures';
import { auditRowsOf, dashboardsTestApp } from './dashboards.test-support';

const { PLATFORM, NORTHWIND_ADMIN } = DEMO_EMAILS;
const { testApp, api, add } = dashboardsTestApp();

const tableWidget = (categoryId: string) => ({
  categoryId,
  name: 'Declines by reason',
  dataSourceEndpoint: '/reporting/crm/reports/declined-transaction-reasons',
  dataSourceEndpointId: 'DECLINE_REASONS',
  data: {
    configuration: {
      widgetType: 'TABLE_WIDGET',
      tableConfiguration: {
        tableDataProperties: ['reason', 'count'],
        tableDataColumns: ['Reason', 'Declines'],
        navigationUrl: '/crm/transaction-management/transaction-lookup?declineReason={reason}',
      },
    },
  },
});

describe('the widget catalogue', () => {
  it('keeps categories and widgets, each change in the audit trail', async () => {
    const category = await api.ok<Category>(PLATFORM, management.createCategory, { body: { name: 'Risk' } });
    expect(category).toMatchObject({ name: 'Risk', widgetCount: 0 });
    expect(await api.refused(PLATFORM, management.createCategory, { body: { name: 'risk' } }, 409)).toBe(
      'DASHBOARD_CATEGORY_NAME_TAKEN',
    );
    const widget = await api.ok<Widget>(PLATFORM, management.createWidget, {
      body: tableWidget(category.id),
    });
    expect(widget.data.configuration.tableConfiguration).toMatchObject({ pipes: [], customTemplate: null });
    expect(widget.defaultSize).toEqual({ w: 4, h: 4 });

    const moved = await api.ok<Widget>(PLATFORM, management.updateWidget, {
      params: { categoryId: category.id, widgetId: widget.widgetId },
      body: { ...tableWidget(DEMO_DASHBOARD_CATEGORIES.operations.id), name: 'Declines' },
    });
    expect(moved).toMatchObject({ name: 'Declines', categoryId: DEMO_DASHBOARD_CATEGORIES.operations.id });
    // It is no longer at its old category's address.
    expect(
      await api.refused(
        PLATFORM,
        management.deleteWidget,
        { params: { categoryId: category.id, widgetId: widget.widgetId } },
        404,
      ),
    ).toBe('NOT_FOUND');

    const byCategory = await api.ok<CategoriesWithWidgets>(PLATFORM, management.listWidgetsByCategory);
    const operations = byCategory.items.find((c) => c.id === DEMO_DASHBOARD_CATEGORIES.operations.id);
    expect(operations?.widgets.map((w) => w.widgetId)).toContain(widget.widgetId);

    await api.ok(PLATFORM, management.deleteWidget, {
      params: { categoryId: DEMO_DASHBOARD_CATEGORIES.operations.id, widgetId: widget.widgetId },
    });
    await api.ok(PLATFORM, management.deleteCategory, { params: { categoryId: category.id } });
    for (const action of ['dashboardWidget.create', 'dashboardWidget.update', 'dashboardWidget.delete']) {
      const [row] = await auditRowsOf(testApp(), action, widget.widgetId);
      expect(row).toMatchObject({ tenantId: null, actorEmail: PLATFORM });
    }
  });

  it('refuses a widget that breaks its rules with field messages', async () => {
    const noChartSource = await api.call(PLATFORM, management.createWidget, {
      body: {
        ...tableWidget(DEMO_DASHBOARD_CATEGORIES.operations.id),
        dataSourceEndpointId: 'DECLINE_REASONS',
        data: { configuration: { widgetType: 'CHART_WIDGET' } },
      },
    });
    expect(noChartSource.statusCode).toBe(400);
    expect(
      noChartSource
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.data.configuration.chartConfiguration', 'body.dataSourceEndpointId']);
    const unknownCategory = await api.call(PLATFORM, management.createWidget, {
      body: tableWidget('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknownCategory.json().error.details).toEqual([
      { field: 'body.categoryId', message: 'Choose an existing category' },
    ]);
  });

  it("refuses to delete a category holding widgets, and a widget on a user's dashboard", async () => {
    expect(
      await api.refused(
        PLATFORM,
        management.deleteCategory,
        { params: { categoryId: DEMO_DASHBOARD_CATEGORIES.summary.id } },
        409,
      ),
    ).toBe('DASHBOARD_CATEGORY_IN_USE');
    const inUse = catalogueWidget('operator:by-currency');
    await add(NORTHWIND_ADMIN, 'operator:by-currency');
    expect(
      await api.refused(
        PLATFORM,
        management.deleteWidget,
        {
          params: { categoryId: inUse.input.categoryId, widgetId: inUse.id },
        },
        409,
      ),
    ).toBe('DASHBOARD_WIDGET_IN_USE');
  });

  it("shows tenant staff their tenant's widgets only", async () => {
    const seen = await api.ok<{ items: Widget[] }>(NORTHWIND_ADMIN, management.listWidgets);
    expect(seen.items).toHaveLength(DEMO_CATALOGUE.length);
    const all = await api.ok<{ items: Widget[] }>(PLATFORM, management.listWidgets);
    expect(all.items.length).toBeGreaterThanOrEqual(DEMO_CATALOGUE.length);
  });
});
