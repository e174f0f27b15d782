import type { PersonalWidget, UserDashboard } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { defineEndpoint } from '@paydesk/contracts/http/endpoint';
import { z } from 'zod';

/**
 * Widgets and dashboards for the dashboard tests. The chart and summary sources are declared in
 * the reports' contracts; here they are plain paths answering any JSON, so a test answers what a
 * widget reads (widget-payload.ts reads it leniently).
 */
const CATEGORY = '00000000-0000-4000-8000-00000000c001';
let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

export function catalogueWidget(
  overrides: Partial<Widget> & Pick<Widget, 'name'>,
  type: Widget['data']['configuration']['widgetType'],
): Widget {
  return {
    widgetId: uuid(),
    categoryId: CATEGORY,
    filters: '{}',
    dataSourceType: 'Endpoint',
    dataSourceEndpoint: '/reporting/widgets/summary',
    dataSourceMoreDataEndpoint: null,
    dataSourceEndpointId: null,
    dataSourceData: null,
    defaultSize: { w: 3, h: 2 },
    data: {
      configuration: {
        widgetType: type,
        description: null,
        isLast24Hours: false,
        customPipe: null,
        chartConfiguration: null,
        tableConfiguration: null,
      },
    },
    ...overrides,
  };
}

export function personal(
  widget: Widget,
  layout: PersonalWidget['layout'],
  overrides: Partial<PersonalWidget> = {},
): PersonalWidget {
  return {
    id: uuid(),
    categoryId: null,
    title: widget.name,
    filters: widget.filters,
    layout,
    source: 'own',
    readOnly: false,
    sharedBy: null,
    widget,
    ...overrides,
  };
}

export function dashboardOf(widgets: PersonalWidget[], isDefault = false): UserDashboard {
  return { userType: 'merchant', isDefault, categories: [{ id: null, name: 'My dashboard', widgets }] };
}

const Anything = z.unknown();
const source = (path: string) =>
  defineEndpoint({
    id: `test.${path}`,
    method: 'GET',
    path,
    audiences: ['customer', 'tenant', 'platform'],
    permissions: ['Merchant.Dashboard.View'],
    summary: 'a widget data source in the tests',
    response: Anything,
  });

/** The data sources the test widgets read, at the paths the portal calls (after the /reporting rewrite). */
export const summarySource = source('/reporting/dashboard/widgets/summary');
export const byStatusSource = source('/api/reports/transaction-summary/charts/grouped-by-status');
export const byCustomerSource = source(
  '/reporting/dashboard/crm/reports/transaction-summary/charts/grouped-by-customer',
);
