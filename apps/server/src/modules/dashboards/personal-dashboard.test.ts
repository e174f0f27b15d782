import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import type {
  PersonalWidget,
  UserCategory,
  UserCategoryWidgets,
} from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { describe, expect, it } from 'vitest';
import { catalogueWidget } from '../../seed/demo-dashboard-catalogue';
import { DEMO_EMAILS } from '../../test/fixtures';
import { auditRowsOf, dashboardsTestApp, widgetsOf } from './dashboards.test-support';
import { MY_DASHBOARD } from './user-dashboard.service';

const { NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, ACME, SANDBOX, PLATFORM } = DEMO_EMAILS;
const BOARDING = 'merchant.new@onboard.test';
const { testApp, api, add, dashboardOf } = dashboardsTestApp();

const typesOf = (widgets: readonly PersonalWidget[]) =>
  widgets.map((widget) => widget.widget.data.configuration.widgetType);

describe("a user's dashboard before they have widgets of their own", () => {
  it("is their audience's seeded default, read-only", async () => {
    const merchant = await dashboardOf(ACME);
    expect(merchant).toMatchObject({ userType: 'merchant', isDefault: true });
    expect(merchant.categories.map((category) => category.name)).toEqual(['Summary', 'Transactions']);
    expect(widgetsOf(merchant).every((widget) => widget.readOnly && widget.source === 'default')).toBe(true);
    // The sandbox merchant gets the merchant default: no mode in the filters (the Mode header picks Test).
    const sandbox = await dashboardOf(SANDBOX);
    expect(widgetsOf(sandbox).map((widget) => widget.id)).toEqual(
      widgetsOf(merchant).map((widget) => widget.id),
    );
    expect(widgetsOf(sandbox).every((widget) => !widget.filters.includes('mode'))).toBe(true);

    // A merchant still boarding sees its onboarding checklist, not empty charts.
    const boarding = await dashboardOf(BOARDING);
    expect(typesOf(widgetsOf(boarding))).toEqual(['BANNER_WIDGET', 'PIPELINE_CHART']);

    expect((await dashboardOf(NORTHWIND_ADMIN)).userType).toBe('crm');
    expect(typesOf(widgetsOf(await dashboardOf(PLATFORM)))).toContain('MAP_WIDGET');
  });
});

describe('personal widgets', () => {
  it('adds, lays out (the whole order saved at once) and finds them after a reload', async () => {
    const first = await add(NORTHWIND_ADMIN, 'operator:by-status');
    const second = await add(NORTHWIND_ADMIN, 'operator:by-day', { filters: '{"dateRange":"last7Days"}' });
    // Each new widget goes below the others, in its catalogue size.
    expect(first.layout).toEqual({ x: 0, y: 0, w: 4, h: 4 });
    expect(second.layout).toEqual({ x: 0, y: 4, w: 4, h: 4 });
    expect(second.filters).toBe('{"dateRange":"last7Days"}');

    const dragged = await api.ok<{ items: PersonalWidget[] }>(
      NORTHWIND_ADMIN,
      userDashboard.editPersonalWidgets,
      {
        body: {
          widgets: [
            { id: second.id, layout: { x: 0, y: 0, w: 8, h: 4 } },
            { id: first.id, layout: { x: 8, y: 0, w: 4, h: 6 } },
          ],
        },
      },
    );
    expect(dragged.items.map((widget) => [widget.id, widget.layout])).toEqual([
      [second.id, { x: 0, y: 0, w: 8, h: 4 }],
      [first.id, { x: 8, y: 0, w: 4, h: 6 }],
    ]);

    const reloaded = await dashboardOf(NORTHWIND_ADMIN);
    expect(reloaded.isDefault).toBe(false);
    expect(reloaded.categories.map((category) => category.name)).toEqual([MY_DASHBOARD]);
    expect(widgetsOf(reloaded).map((widget) => [widget.id, widget.layout, widget.source])).toEqual([
      [second.id, { x: 0, y: 0, w: 8, h: 4 }, 'own'],
      [first.id, { x: 8, y: 0, w: 4, h: 6 }, 'own'],
    ]);
    expect(await auditRowsOf(testApp(), 'userDashboardWidget.add', first.id)).toHaveLength(1);
  });

  it("saves nothing of an edit naming another user's widget", async () => {
    const mine = await add(BLUE_HARBOR_ADMIN, 'operator:by-status');
    const theirs = await add(NORTHWIND_ADMIN, 'operator:by-currency');
    const response = await api.call(BLUE_HARBOR_ADMIN, userDashboard.editPersonalWidgets, {
      body: {
        widgets: [
          { id: mine.id, title: 'Renamed' },
          { id: theirs.id, title: 'Taken over' },
        ],
      },
    });
    expect(response.statusCode).toBe(404);
    const after = await api.ok<{ items: PersonalWidget[] }>(
      BLUE_HARBOR_ADMIN,
      userDashboard.listPersonalWidgets,
    );
    expect(after.items.map((widget) => widget.title)).toEqual(['Transactions by status']);
    // Nor may they clone or delete it.
    for (const call of [userDashboard.clonePersonalWidget, userDashboard.deletePersonalWidget]) {
      expect(await api.refused(BLUE_HARBOR_ADMIN, call, { params: { id: theirs.id } }, 404)).toBe(
        'NOT_FOUND',
      );
    }
  });

  it('clones a widget below the rest, with its filters, as a widget of its own', async () => {
    const source = await add(ACME, 'merchant:by-currency', {
      title: 'Currencies',
      filters: '{"currency":["EUR"]}',
    });
    const copy = await api.ok<PersonalWidget>(ACME, userDashboard.clonePersonalWidget, {
      params: { id: source.id },
    });
    expect(copy).toMatchObject({
      title: 'Currencies (copy)',
      filters: '{"currency":["EUR"]}',
      source: 'own',
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.layout.y).toBe(source.layout.y + source.layout.h);
    await api.ok(ACME, userDashboard.deletePersonalWidget, { params: { id: copy.id } });
    const left = await api.ok<{ items: PersonalWidget[] }>(ACME, userDashboard.listPersonalWidgets);
    expect(left.items.map((widget) => widget.id)).toEqual([source.id]);
  });

  it('refuses a widget outside the available catalogue, bad filters and a layout off the grid', async () => {
    // A merchant's roles do not get the operator charts.
    expect(
      await api.refused(
        ACME,
        userDashboard.addPersonalWidget,
        { body: { widgetId: catalogueWidget('operator:by-status').id } },
        409,
      ),
    ).toBe('DASHBOARD_WIDGET_NOT_AVAILABLE');
    const notJson = await api.call(ACME, userDashboard.addPersonalWidget, {
      body: { widgetId: catalogueWidget('merchant:by-status').id, filters: '{"dateRange":' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.details).toEqual([{ field: 'body.filters', message: 'Must be valid JSON' }]);
    const unknownKey = await api.call(ACME, userDashboard.addPersonalWidget, {
      body: { widgetId: catalogueWidget('merchant:by-status').id, filters: '{"mode":"Live"}' },
    });
    expect(unknownKey.statusCode).toBe(400);
    const offGrid = await api.call(ACME, userDashboard.addPersonalWidget, {
      body: { widgetId: catalogueWidget('merchant:by-status').id, layout: { x: 10, y: 0, w: 4, h: 2 } },
    });
    expect(offGrid.statusCode).toBe(400);
  });
});

describe("a user's categories", () => {
  it('groups their widgets, for their own user type only, and refuses to delete one still in use', async () => {
    expect(
      (
        await api.call(SANDBOX, userDashboard.createUserCategory, { body: { name: 'Mine', userType: 'crm' } })
      ).json().error.details,
    ).toEqual([{ field: 'body.userType', message: 'Must be your own user type (merchant)' }]);
    const category = await api.ok<UserCategory>(SANDBOX, userDashboard.createUserCategory, {
      body: { name: 'Daily checks', userType: 'merchant' },
    });
    expect(
      await api.refused(
        SANDBOX,
        userDashboard.createUserCategory,
        { body: { name: 'daily CHECKS', userType: 'merchant' } },
        409,
      ),
    ).toBe('USER_DASHBOARD_CATEGORY_NAME_TAKEN');
    const widget = await add(SANDBOX, 'merchant:by-day', { categoryId: category.id });

    const grouped = await api.ok<UserCategoryWidgets>(SANDBOX, userDashboard.getUserCategoryWidgets, {
      params: { id: category.id },
    });
    expect(grouped.widgets.map((w) => w.id)).toEqual([widget.id]);
    expect((await dashboardOf(SANDBOX)).categories.map((c) => [c.id, c.name])).toEqual([
      [category.id, 'Daily checks'],
    ]);

    expect(
      await api.refused(SANDBOX, userDashboard.deleteUserCategory, { params: { id: category.id } }, 409),
    ).toBe('USER_DASHBOARD_CATEGORY_IN_USE');
    // Another merchant's user does not find it.
    expect(
      await api.refused(ACME, userDashboard.deleteUserCategory, { params: { id: category.id } }, 404),
    ).toBe('NOT_FOUND');
    await api.ok(SANDBOX, userDashboard.editPersonalWidgets, {
      body: { widgets: [{ id: widget.id, categoryId: null }] },
    });
    await api.ok(SANDBOX, userDashboard.deleteUserCategory, { params: { id: category.id } });
    expect(await auditRowsOf(testApp(), 'userDashboardCategory.delete', category.id)).toHaveLength(1);
  });
});
