import { alertCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { Permission } from '@paydesk/contracts/auth/permissions';
import type { ChartDataSource, ChartType } from '@paydesk/contracts/dashboards/dashboard-enums';
import { WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import { demoId } from './demo-ids';

/**
 * The demo widget catalogue (docs/dashboards.md "The seeded catalogue"): the nine chart data
 * sources of spec §3 on the reports' chart endpoints, the summary and map widgets on the reports'
 * `/reporting/widgets/…` sources (which the portal sends to `/reporting/dashboard/widgets/…`), and
 * this module's own webhook-status and pipeline sources. Each entry is parsed with the contract's
 * WidgetInput, so the seed cannot hold a widget the management form would refuse.
 */

export const DEMO_DASHBOARD_CATEGORIES = {
  summary: { id: demoId('dashboard-category:summary'), name: 'Summary' },
  merchantTransactions: { id: demoId('dashboard-category:transactions'), name: 'Transactions' },
  operations: { id: demoId('dashboard-category:operations'), name: 'Operations' },
  onboarding: { id: demoId('dashboard-category:onboarding'), name: 'Onboarding' },
  integrations: { id: demoId('dashboard-category:integrations'), name: 'Integrations' },
} as const;
type CategoryKey = keyof typeof DEMO_DASHBOARD_CATEGORIES;

/** Who a catalogue widget is for: the roles of that kind get it in the seed. */
type WidgetAudience = 'merchant' | 'operator' | 'both';

export interface DemoCatalogueWidget {
  readonly key: string;
  readonly id: string;
  readonly audience: WidgetAudience;
  /**
   * The permissions of its data call, when that call asks more than the dashboard's: only roles
   * holding one of them get the widget (a support agent has no alerts; its call would answer 403).
   */
  readonly readPermissions?: readonly Permission[];
  readonly input: WidgetInput;
}

const MERCHANT_CHARTS = 'api/reports/transaction-summary/charts';
const OPERATOR_CHARTS = 'api/crm/reports/transaction-summary/charts';
const REPORTING_CHARTS = '/reporting/crm/reports/transaction-summary/charts';

/** What every seeded widget has: its key (its id follows), category, name, audience and data source. */
interface EntrySpec {
  readonly key: string;
  readonly name: string;
  readonly category: CategoryKey;
  readonly audience: WidgetAudience;
  readonly readPermissions?: readonly Permission[];
}

interface ChartSpec extends EntrySpec {
  readonly source: ChartDataSource;
  readonly endpoint: string;
  readonly chartType: ChartType;
  readonly xAxisColumn: string;
  readonly tooltipType?: 'currency' | 'time' | 'default';
  readonly isLast24Hours?: boolean;
  readonly size?: { w: number; h: number };
}

/** A catalogue entry, its input parsed with the contract's WidgetInput (see above). */
function entry(spec: EntrySpec, input: Record<string, unknown>): DemoCatalogueWidget {
  return {
    key: spec.key,
    id: demoId(`dashboard-widget:${spec.key}`),
    audience: spec.audience,
    ...(spec.readPermissions && { readPermissions: spec.readPermissions }),
    input: WidgetInput.parse({
      categoryId: DEMO_DASHBOARD_CATEGORIES[spec.category].id,
      name: spec.name,
      ...input,
    }),
  };
}

/** The heading of each chart's categories (the rows' `label`: a status, a merchant's name, a day). */
const GROUP_NAMES: Readonly<Record<string, string>> = {
  status: 'Status',
  currency: 'Currency',
  paymentMethod: 'Payment method',
  serviceProvider: 'Service provider',
  date: 'Day',
  hour: 'Hour',
  baseCurrency: 'Base currency',
  stage: 'Stage',
  customer: 'Merchant',
};

/**
 * The reports answer rows of `key` (the group's value) and `label` (what to show for it) with
 * `count`, `successRate` and `volume` (docs/analytics.md): a chart draws the label, and the count,
 * or the volume when its values are money; a combo adds the success rate as a line.
 */
function valueColumns(spec: ChartSpec): string[] {
  if (spec.tooltipType === 'currency') return ['volume'];
  return spec.chartType === 'ComboChart' ? ['count', 'successRate'] : ['count'];
}

function chart(spec: ChartSpec): DemoCatalogueWidget {
  return entry(spec, {
    dataSourceEndpoint: spec.endpoint,
    dataSourceEndpointId: spec.source,
    defaultSize: spec.size ?? { w: 4, h: 4 },
    data: {
      configuration: {
        widgetType: 'CHART_WIDGET',
        isLast24Hours: spec.isLast24Hours ?? false,
        chartConfiguration: {
          chartType: spec.chartType,
          xAxisColumn: 'label',
          xAxisColumnName: GROUP_NAMES[spec.xAxisColumn] ?? spec.xAxisColumn,
          yAxisColumn: valueColumns(spec),
          yAxisColumnName: spec.tooltipType === 'currency' ? 'Volume' : 'Transactions',
          tooltipType: spec.tooltipType ?? 'default',
        },
      },
    },
  });
}

interface SourceSpec extends EntrySpec {
  readonly widgetType:
    | 'COUNT_WIDGET'
    | 'SUCCESS_RATE_WIDGET'
    | 'MAP_WIDGET'
    | 'PIPELINE_CHART'
    | 'WEBHOOK_STATUS';
  readonly endpoint: string;
  readonly endpointId: string;
  readonly description?: string;
  readonly size: { w: number; h: number };
}

function fromSource(spec: SourceSpec): DemoCatalogueWidget {
  return entry(spec, {
    dataSourceEndpoint: spec.endpoint,
    dataSourceEndpointId: spec.endpointId,
    defaultSize: spec.size,
    data: {
      configuration: {
        widgetType: spec.widgetType,
        description: spec.description ?? null,
        chartConfiguration:
          spec.widgetType === 'MAP_WIDGET'
            ? { chartType: 'GeoChart', xAxisColumn: 'country', yAxisColumn: ['count'] }
            : null,
      },
    },
  });
}

/** The charts merchants and operators both have, on their own endpoints: key, name, source, path, type, x axis. */
const TWIN_CHARTS = [
  [
    'by-status',
    'Transactions by status',
    'TRANSACTIONS_BY_STATUS',
    'grouped-by-status',
    'PieChart',
    'status',
  ],
  [
    'by-currency',
    'Transactions by currency',
    'TRANSACTIONS_BY_CURRENCY',
    'grouped-by-currency',
    'PieChart',
    'currency',
  ],
  [
    'by-payment-method',
    'Transactions by payment method',
    'TRANSACTIONS_BY_PAYMENT_METHOD',
    'grouped-by-payment-method',
    'BarChart',
    'paymentMethod',
  ],
  [
    'by-service-provider',
    'Transactions by service provider',
    'TRANSACTIONS_BY_SERVICE_PROVIDER',
    'grouped-by-service-provider',
    'BarChart',
    'serviceProvider',
  ],
  ['by-day', 'Transactions per day', 'TRANSACTIONS_BY_DATE', 'grouped-by-day', 'LineChart', 'date'],
] as const;

/**
 * The merchant's own charts besides. The payment page's conversion has no source of its own among
 * the nine: it counts the page's sessions by status (docs/dashboards.md).
 */
const MERCHANT_ONLY_CHARTS = [
  [
    'by-base-currency',
    'Transactions by base currency',
    'TRANSACTIONS_GROUPED_BY_BASE_CURRENCY',
    'grouped-by-base-currency',
    'ComboChart',
    'baseCurrency',
  ],
  [
    'by-base-currency-amount',
    'Amount by base currency',
    'TRANSACTIONS_GROUPED_BY_BASE_CURRENCY',
    'grouped-by-base-currency-amount',
    'BarChart',
    'baseCurrency',
  ],
  [
    'hpp-conversion',
    'Payment page conversion',
    'TRANSACTIONS_BY_STATUS',
    'grouped-by-hpp-conversion',
    'BarChart',
    'stage',
  ],
] as const;

type ChartRow = (typeof TWIN_CHARTS)[number] | (typeof MERCHANT_ONLY_CHARTS)[number];

function chartsOf(
  rows: readonly ChartRow[],
  side: { audience: 'merchant' | 'operator'; category: CategoryKey; base: string },
): DemoCatalogueWidget[] {
  return rows.map(([key, name, source, path, chartType, xAxisColumn]) =>
    chart({
      key: `${side.audience}:${key}`,
      name,
      category: side.category,
      audience: side.audience,
      source,
      endpoint: `${side.base}/${path}`,
      chartType,
      xAxisColumn,
      tooltipType: key === 'by-base-currency-amount' ? 'currency' : 'default',
    }),
  );
}

const merchantCharts = chartsOf([...TWIN_CHARTS, ...MERCHANT_ONLY_CHARTS], {
  audience: 'merchant',
  category: 'merchantTransactions',
  base: MERCHANT_CHARTS,
});

const lastDay = chart({
  key: 'merchant:by-hour',
  name: 'Last 24 hours',
  category: 'merchantTransactions',
  audience: 'merchant',
  source: 'TRANSACTIONS_BY_DATE',
  endpoint: `${MERCHANT_CHARTS}/grouped-by-hour`,
  chartType: 'LineChart',
  xAxisColumn: 'hour',
  isLast24Hours: true,
  size: { w: 8, h: 4 },
});

const operatorCharts = chartsOf(TWIN_CHARTS, {
  audience: 'operator',
  category: 'operations',
  base: OPERATOR_CHARTS,
});

/** Spec §3's three TRANSACTIONS_CHART_REPORTING variants, on the reporting service's twins. */
const reportingCharts: DemoCatalogueWidget[] = [
  [
    'by-customer',
    'Transactions by merchant',
    'TRANSACTIONS_CHART_REPORTING_BY_CUSTOMER',
    'grouped-by-customer',
    'customer',
  ],
  [
    'by-service-provider',
    'Provider volume',
    'TRANSACTIONS_CHART_REPORTING_BY_SERVICE_PROVIDER',
    'grouped-by-service-provider',
    'serviceProvider',
  ],
  [
    'by-payment-method',
    'Payment method volume',
    'TRANSACTIONS_CHART_REPORTING_BY_PAYMENT_METHOD',
    'grouped-by-payment-method',
    'paymentMethod',
  ],
].map(([key, name, source, path, xAxisColumn]) =>
  chart({
    key: `reporting:${key}`,
    name: name as string,
    category: 'operations',
    audience: 'operator',
    source: source as ChartDataSource,
    endpoint: `${REPORTING_CHARTS}/${path}`,
    chartType: 'BarChart',
    xAxisColumn: xAxisColumn as string,
    tooltipType: 'currency',
    size: { w: 6, h: 4 },
  }),
);

const sources: DemoCatalogueWidget[] = [
  fromSource({
    key: 'summary:count',
    name: 'Transactions today',
    category: 'summary',
    audience: 'both',
    widgetType: 'COUNT_WIDGET',
    endpoint: '/reporting/widgets/summary',
    endpointId: 'TRANSACTIONS_COUNT',
    size: { w: 3, h: 2 },
  }),
  fromSource({
    key: 'summary:success-rate',
    name: 'Success rate',
    category: 'summary',
    audience: 'both',
    widgetType: 'SUCCESS_RATE_WIDGET',
    endpoint: '/reporting/widgets/summary',
    endpointId: 'TRANSACTIONS_SUCCESS_RATE',
    size: { w: 3, h: 2 },
  }),
  fromSource({
    key: 'summary:by-country',
    name: 'Transactions by country',
    category: 'summary',
    audience: 'both',
    widgetType: 'MAP_WIDGET',
    endpoint: '/reporting/widgets/by-country',
    endpointId: 'TRANSACTIONS_BY_COUNTRY',
    size: { w: 6, h: 5 },
  }),
  fromSource({
    key: 'onboarding:pipeline',
    name: 'Onboarding pipeline',
    category: 'onboarding',
    audience: 'both',
    widgetType: 'PIPELINE_CHART',
    endpoint: '/reporting/widgets/pipeline',
    endpointId: 'ONBOARDING_PIPELINE',
    description: 'Pre-check form, Review, Proposal, Agreement, Go live',
    size: { w: 12, h: 3 },
  }),
  fromSource({
    key: 'integrations:webhook-status',
    name: 'Webhook status',
    category: 'integrations',
    audience: 'both',
    widgetType: 'WEBHOOK_STATUS',
    endpoint: '/reporting/widgets/webhook-status',
    endpointId: 'WEBHOOK_STATUS',
    size: { w: 4, h: 3 },
  }),
];

/**
 * The alerts (docs/alerts.md): newest first, a merchant's own on `/alerts` and an operator's over
 * the tenant's merchants on `/tenant/alerts`, each row's state, rule, the value that fired it and
 * when it started. An operator's row opens the alert in the alerts report (an operator screen;
 * a merchant's alert notifications lead to this dashboard).
 */
function alertsTable(audience: 'merchant' | 'operator'): DemoCatalogueWidget {
  const call = audience === 'merchant' ? alertCalls.merchantList : alertCalls.tenantList;
  return entry(
    {
      key: `${audience}:alerts`,
      name: 'Alerts',
      category: audience === 'merchant' ? 'merchantTransactions' : 'operations',
      audience,
      readPermissions: call.permissions,
    },
    {
      dataSourceEndpoint: call.path,
      defaultSize: { w: 6, h: 4 },
      data: {
        configuration: {
          widgetType: 'TABLE_WIDGET',
          tableConfiguration: {
            tableDataProperties: ['state', 'ruleName', 'firedValue', 'startedAt'],
            tableDataColumns: ['State', 'Rule', 'Value', 'Started'],
            pipes: ['alertState', '', 'alertValue', 'date'],
            navigationUrl: audience === 'operator' ? '/crm/reports/alerts?alert={id}' : null,
          },
        },
      },
    },
  );
}

const alertTables = [alertsTable('merchant'), alertsTable('operator')];

const banner = entry(
  {
    key: 'summary:onboarding-banner',
    name: 'Finish your onboarding',
    category: 'onboarding',
    audience: 'merchant',
  },
  {
    dataSourceType: 'Static',
    dataSourceData:
      'Your payments open once your pre-check form is approved and your agreement is accepted. The pipeline below shows where you are.',
    defaultSize: { w: 12, h: 2 },
    data: { configuration: { widgetType: 'BANNER_WIDGET' } },
  },
);

export const DEMO_CATALOGUE: readonly DemoCatalogueWidget[] = [
  ...sources,
  banner,
  ...merchantCharts,
  lastDay,
  ...operatorCharts,
  ...reportingCharts,
  ...alertTables,
];

export function catalogueWidget(key: string): DemoCatalogueWidget {
  const found = DEMO_CATALOGUE.find((widget) => widget.key === key);
  if (!found) throw new Error(`No demo catalogue widget ${key}`);
  return found;
}
