import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import { pipelineWidget, webhookStatusWidget } from '@paydesk/contracts/dashboards/widget-data.endpoints';
import { getCurrenciesAll } from '@paydesk/contracts/transactions/transaction-lookups.endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { merchantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import {
  byStatusSource,
  catalogueWidget,
  dashboardOf,
  personal,
  summarySource,
} from '../testing/dashboard-fixtures';
import { MerchantDashboardScreen } from './dashboard-screens';

const count = catalogueWidget({ name: 'Payments today' }, 'COUNT_WIDGET');
const rate = catalogueWidget({ name: 'Success rate' }, 'SUCCESS_RATE_WIDGET');
const byStatus = catalogueWidget(
  {
    name: 'By status',
    dataSourceEndpoint: 'api/reports/transaction-summary/charts/grouped-by-status',
    dataSourceEndpointId: 'TRANSACTIONS_BY_STATUS',
    data: {
      configuration: {
        widgetType: 'CHART_WIDGET',
        description: 'Payments, volume',
        isLast24Hours: false,
        customPipe: null,
        tableConfiguration: null,
        chartConfiguration: {
          chartType: 'PieChart',
          chartOptions: null,
          xAxisColumn: 'label',
          xAxisColumnName: 'Status',
          yAxisColumn: ['count'],
          yAxisColumnName: 'Payments',
          tooltipValue: null,
          tooltipType: 'default',
        },
      },
    },
  },
  'CHART_WIDGET',
);
const banner = catalogueWidget(
  {
    name: 'Notice',
    dataSourceType: 'Static',
    dataSourceEndpoint: null,
    dataSourceData: 'Settlements run at 18:00',
  },
  'BANNER_WIDGET',
);
const webhooks = catalogueWidget(
  { name: 'Webhooks', dataSourceEndpoint: '/reporting/widgets/webhook-status' },
  'WEBHOOK_STATUS',
);
const pipeline = catalogueWidget(
  { name: 'Onboarding', dataSourceEndpoint: '/reporting/widgets/pipeline' },
  'PIPELINE_CHART',
);

const widgets = [
  personal(count, { x: 0, y: 0, w: 3, h: 2 }),
  personal(rate, { x: 3, y: 0, w: 3, h: 2 }),
  personal(byStatus, { x: 6, y: 0, w: 6, h: 3 }),
  personal(banner, { x: 0, y: 3, w: 12, h: 1 }),
  personal(webhooks, { x: 0, y: 4, w: 3, h: 2 }),
  personal(pipeline, { x: 3, y: 4, w: 6, h: 3 }),
];

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(getCurrenciesAll, [{ id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 }]);
  api.on(userDashboard.getUserDashboard, dashboardOf(widgets));
  api.on(summarySource, {
    current: {
      count: 1234,
      successCount: 1080,
      successRate: 87.5,
      volume: [{ baseCurrency: 'EUR', volume: 123450 }],
    },
    previous: {
      count: 1000,
      successCount: 900,
      successRate: 90,
      volume: [{ baseCurrency: 'EUR', volume: 100000 }],
    },
    updatedAt: new Date(Date.now() - 20_000).toISOString(),
  });
  api.on(byStatusSource, {
    data: [
      { key: 'Approved', label: 'Approved', count: 12, volume: 1200, baseCurrency: 'EUR' },
      { key: 'Declined', label: 'Declined', count: 3, volume: 300, baseCurrency: 'EUR' },
    ],
  });
  api.on(webhookStatusWidget, {
    items: [
      {
        merchantId: '00000000-0000-4000-8000-0000000000aa',
        merchantName: 'Acme Retail Ltd',
        status: 'NotDelivering',
        endpointCount: 1,
        delivered: 2,
        failed: 5,
        lastDeliveryAt: null,
      },
    ],
  });
  api.on(pipelineWidget, {
    stages: [
      { number: 1, name: 'Pre-check' },
      { number: 2, name: 'Documents' },
      { number: 3, name: 'Go live' },
    ],
    items: [
      {
        pipelineId: '00000000-0000-4000-8000-0000000000bb',
        merchantName: 'Acme Retail Ltd',
        currentPipelineStageNumber: 2,
        isClosed: false,
        stateName: 'Submitted',
      },
    ],
  });
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderDashboard = () =>
  renderWithUser(<MerchantDashboardScreen />, merchantAdmin, { route: '/dashboard' });
const widget = (title: string) => screen.getByRole('region', { name: title });

describe('the dashboard (spec §2 dashboard, §3 widgets)', () => {
  it('draws every widget type from its data: count, success rate, chart, banner, webhook status, pipeline', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await waitFor(() => expect(within(widget('Payments today')).getByText('1.234')).toBeVisible());
    expect(within(widget('Payments today')).getByText('Volume 1.234,50 EUR')).toBeVisible();
    expect(within(widget('Payments today')).getByText('+23,4 % on the period before')).toBeVisible();
    expect(within(widget('Payments today')).getByText(/^Updated 2\d s ago$/)).toBeVisible();
    expect(within(widget('Success rate')).getByText('87,5 %')).toBeVisible();
    await waitFor(() =>
      expect(within(widget('By status')).getByRole('table', { name: 'By status' })).toHaveTextContent(
        'Approved12',
      ),
    );
    expect(within(widget('By status')).getByText('Payments, volume')).toBeVisible();
    expect(within(widget('Notice')).getByText('Settlements run at 18:00')).toBeVisible();
    await waitFor(() => expect(within(widget('Webhooks')).getByText('Not delivering')).toBeVisible());
    expect(within(widget('Webhooks')).getByText('5 deliveries failed in the last 24 hours')).toBeVisible();
    await waitFor(() => expect(within(widget('Onboarding')).getByText('Documents')).toBeVisible());
    // The first screen of the file draws eight widgets, their data and the lazily loaded chart.
  }, 15_000);

  it("asks each widget's own endpoint (spec §7): /reporting rewritten, widgetId and endpointId headers, timezoneOffset", async () => {
    renderDashboard();
    await waitFor(() => expect(api.callsTo(byStatusSource)).not.toHaveLength(0));
    const chart = api.callsTo(byStatusSource)[0];
    expect(chart?.headers.widgetid ?? chart?.headers.widgetId).toBe(byStatus.widgetId);
    expect(chart?.headers.endpointid ?? chart?.headers.endpointId).toBe('TRANSACTIONS_BY_STATUS');
    expect(chart?.query.get('widgetId')).toBe(byStatus.widgetId);
    expect(chart?.query.get('timezoneOffset')).toMatch(/^-?\d+$/);
    expect(chart?.query.get('startDate')).toBeTruthy();
    await waitFor(() => expect(api.callsTo(summarySource)).not.toHaveLength(0));
    expect(api.callsTo(summarySource)[0]?.path).toBe('/reporting/dashboard/widgets/summary');
  });

  it("says 'No data' when a widget has no rows (spec §8)", async () => {
    api.on(byStatusSource, { data: [] });
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(2, 3)));
    renderDashboard();
    await waitFor(() => expect(within(widget('By status')).getByText('No data')).toBeVisible());
  });

  it('shows a failed widget with a retry, without failing the others', async () => {
    api.on(byStatusSource, errorResponse(500, 'Reporting is down'));
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(0, 3)));
    renderDashboard();
    await waitFor(() =>
      expect(within(widget('By status')).getByText('This widget could not be loaded.')).toBeVisible(),
    );
    expect(within(widget('By status')).getByRole('button', { name: 'Retry' })).toBeVisible();
    await waitFor(() => expect(within(widget('Payments today')).getByText('1.234')).toBeVisible());
  });

  it('moves a widget from its menu (no mouse needed) and saves both places it swapped', async () => {
    api.on(userDashboard.editPersonalWidgets, (call) => ({ items: [], _: call }));
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(0, 2)));
    renderDashboard();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    // The grid settles on its width first (one layout, then maybe the other): act once it has.
    await waitFor(() => expect(within(widget('Payments today')).getByText('1.234')).toBeVisible());
    fireEvent.click(
      within(widget('Payments today')).getByRole('button', { name: 'Actions for Payments today' }),
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move later' }));
    await waitFor(() => expect(api.callsTo(userDashboard.editPersonalWidgets)).toHaveLength(1), {
      timeout: 3000,
    });
    const body = api.callsTo(userDashboard.editPersonalWidgets)[0]?.body as {
      widgets: { id: string; layout: { x: number; y: number; w: number } }[];
    };
    expect(body.widgets).toEqual(
      expect.arrayContaining([
        { id: widgets[0]?.id, layout: { x: 3, y: 0, w: 3, h: 2 } },
        { id: widgets[1]?.id, layout: { x: 0, y: 0, w: 3, h: 2 } },
      ]),
    );
  }, 15_000);

  it('makes the default dashboard the user’s own before the first change, keeping its widgets and places', async () => {
    api.on(
      userDashboard.getUserDashboard,
      dashboardOf(
        widgets.slice(0, 2).map((w) => ({ ...w, source: 'default' as const, readOnly: true })),
        true,
      ),
    );
    api.on(userDashboard.addPersonalWidget, (call) => ({ ...widgets[0], _: call }));
    renderDashboard();
    expect(await screen.findByText(/This is the starting dashboard for your role/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Actions for Payments today' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make it my own' }));
    await waitFor(() => expect(api.callsTo(userDashboard.addPersonalWidget)).toHaveLength(2));
    expect(api.callsTo(userDashboard.addPersonalWidget)[1]?.body).toEqual({
      widgetId: rate.widgetId,
      title: 'Success rate',
      filters: '{}',
      layout: { x: 3, y: 0, w: 3, h: 2 },
    });
  });

  it('adds a widget from the catalogue the user may use', async () => {
    api.on(userDashboard.listAvailableWidgets, { items: [count, byStatus] });
    api.on(userDashboard.addPersonalWidget, widgets[2]);
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(3, 4)));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Add widget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a widget' });
    fireEvent.click(await within(dialog).findByText('By status'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(userDashboard.addPersonalWidget)).toHaveLength(1));
    expect(api.callsTo(userDashboard.addPersonalWidget)[0]?.body).toEqual({ widgetId: byStatus.widgetId });
    expect(await screen.findByText('The widget was added to your dashboard')).toBeVisible();
  });

  it("shares one of the user's widgets with a role and stops sharing it with another, from its menu", async () => {
    const [mine] = widgets;
    const SUPPORT = '00000000-0000-4000-8000-0000000000c1';
    const ADMINS = '00000000-0000-4000-8000-0000000000c2';
    let shared = [{ widgetId: mine?.id, roleId: ADMINS, roleName: 'Merchant admin' }];
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(0, 1)));
    api.on(userDashboard.listShareableRoles, {
      items: [
        { id: ADMINS, name: 'Merchant admin' },
        { id: SUPPORT, name: 'Support' },
      ],
    });
    api.on(userDashboard.listShares, () => ({ items: shared }));
    api.on(userDashboard.sharePersonalWidget, (call) => {
      const body = call.body as { widgetId: string; roleId: string };
      shared = [...shared, { ...body, roleName: 'Support' }];
      return { ...body, roleName: 'Support' };
    });
    api.on(userDashboard.unsharePersonalWidget, (call) => {
      const body = call.body as { widgetId: string; roleId: string };
      shared = shared.filter((item) => item.roleId !== body.roleId);
      return body;
    });
    renderDashboard();
    // The grid settles on its width first: act once it has (as the move test above).
    await waitFor(() => expect(within(widget('Payments today')).getByText('1.234')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Payments today' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Payments today' });
    expect(
      within(dialog).getByText(
        'Colleagues holding a role you tick see this widget on their dashboard, read-only, with the data they may see themselves.',
      ),
    ).toBeVisible();
    const box = (name: string) => within(dialog).getByRole('checkbox', { name });
    await waitFor(() => expect(box('Merchant admin')).toBeChecked());
    expect(box('Support')).not.toBeChecked();

    fireEvent.click(box('Support'));
    await waitFor(() => expect(box('Support')).toBeChecked());
    expect(api.callsTo(userDashboard.sharePersonalWidget)[0]?.body).toEqual({
      widgetId: mine?.id,
      roleId: SUPPORT,
    });
    await waitFor(() => expect(box('Merchant admin')).toBeEnabled());
    fireEvent.click(box('Merchant admin'));
    await waitFor(() => expect(box('Merchant admin')).not.toBeChecked());
    expect(api.callsTo(userDashboard.unsharePersonalWidget)[0]?.body).toEqual({
      widgetId: mine?.id,
      roleId: ADMINS,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no sharing on a colleague’s shared widget, which is not the user’s own', async () => {
    api.on(
      userDashboard.getUserDashboard,
      dashboardOf(
        widgets.slice(3, 4).map((w) => ({ ...w, source: 'shared' as const, readOnly: true })),
        false,
      ),
    );
    renderDashboard();
    await waitFor(() => expect(screen.getByText('Settlements run at 18:00')).toBeVisible());
    // A colleague's widget offers nothing to change: no menu at all (no details: not a 24-hour one).
    expect(screen.queryByRole('button', { name: 'Actions for Notice' })).toBeNull();
  });

  it('moves a widget under a category of the user’s, and adds, renames and deletes categories', async () => {
    const SALES = '00000000-0000-4000-8000-0000000000d1';
    const REFUNDS = '00000000-0000-4000-8000-0000000000d2';
    api.on(userDashboard.getUserDashboard, dashboardOf(widgets.slice(0, 1)));
    api.on(userDashboard.listUserCategories, { items: [{ id: SALES, name: 'Sales', userType: 'merchant' }] });
    api.on(userDashboard.editPersonalWidgets, (call) => ({ items: [], _: call }));
    api.on(userDashboard.createUserCategory, { id: REFUNDS, name: 'Refunds', userType: 'merchant' });
    api.on(userDashboard.updateUserCategory, { id: SALES, name: 'Sales EU', userType: 'merchant' });
    api.on(userDashboard.deleteUserCategory, { deleted: true });
    renderDashboard();
    await waitFor(() => expect(within(widget('Payments today')).getByText('1.234')).toBeVisible());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Payments today' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move to category…' }));
    const move = await screen.findByRole('dialog', { name: 'Move Payments today' });
    expect(await within(move).findByRole('radio', { name: 'My dashboard' })).toBeChecked();
    fireEvent.click(await within(move).findByRole('radio', { name: 'Sales' }));
    fireEvent.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(api.callsTo(userDashboard.editPersonalWidgets)).toHaveLength(1));
    expect(api.callsTo(userDashboard.editPersonalWidgets)[0]?.body).toEqual({
      widgets: [{ id: widgets[0]?.id, categoryId: SALES }],
    });
    expect(await screen.findByText('Payments today is now under Sales')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your categories' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New category' }), {
      target: { value: '  Refunds ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo(userDashboard.createUserCategory)).toHaveLength(1));
    expect(api.callsTo(userDashboard.createUserCategory)[0]?.body).toEqual({
      name: 'Refunds',
      userType: 'merchant',
    });
    expect(await screen.findByText('Category Refunds added')).toBeVisible();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name of Sales' }), {
      target: { value: 'Sales EU' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(userDashboard.updateUserCategory)).toHaveLength(1));
    expect(api.callsTo(userDashboard.updateUserCategory)[0]?.body).toEqual({
      id: SALES,
      name: 'Sales EU',
      userType: 'merchant',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Sales' }));
    expect(await screen.findByText('Category Sales deleted')).toBeVisible();
    expect(api.callsTo(userDashboard.deleteUserCategory)[0]?.params).toEqual({ id: SALES });
  }, 15_000);

  it('offers no categories to a user still on the default dashboard', async () => {
    api.on(
      userDashboard.getUserDashboard,
      dashboardOf(
        widgets.slice(0, 1).map((w) => ({ ...w, source: 'default' as const, readOnly: true })),
        true,
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Make it my own' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
  });
});
