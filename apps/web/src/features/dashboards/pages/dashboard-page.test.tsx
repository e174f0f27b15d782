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
});
