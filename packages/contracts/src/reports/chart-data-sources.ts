import {
  crmCharts,
  dashboardByCustomer,
  dashboardByPaymentMethod,
  dashboardByServiceProvider,
  merchantCharts,
  merchantOnly,
} from './report-charts.endpoints';

/**
 * Spec §3's nine chart data sources, exactly as written, and the call each one draws from
 * (p01-dashboards.md open point 3). An operator's widget reads the operator base, a merchant's the
 * merchant base (null: that audience has no such chart); the three TRANSACTIONS_CHART_REPORTING_BY_… sources are operator tables.
 */
export const CHART_DATA_SOURCES = {
  TRANSACTIONS_BY_STATUS: { operator: crmCharts.byStatus, merchant: merchantCharts.byStatus },
  TRANSACTIONS_BY_CURRENCY: { operator: crmCharts.byCurrency, merchant: merchantCharts.byCurrency },
  TRANSACTIONS_BY_PAYMENT_METHOD: {
    operator: crmCharts.byPaymentMethod,
    merchant: merchantCharts.byPaymentMethod,
  },
  TRANSACTIONS_BY_SERVICE_PROVIDER: {
    operator: crmCharts.byServiceProvider,
    merchant: merchantCharts.byServiceProvider,
  },
  TRANSACTIONS_BY_DATE: { operator: crmCharts.byDay, merchant: merchantCharts.byDay },
  // Operators read base-currency volumes from the summary widget source (per base currency).
  TRANSACTIONS_GROUPED_BY_BASE_CURRENCY: { operator: null, merchant: merchantOnly.byBaseCurrency },
  TRANSACTIONS_CHART_REPORTING_BY_CUSTOMER: { operator: dashboardByCustomer, merchant: null },
  TRANSACTIONS_CHART_REPORTING_BY_SERVICE_PROVIDER: { operator: dashboardByServiceProvider, merchant: null },
  TRANSACTIONS_CHART_REPORTING_BY_PAYMENT_METHOD: { operator: dashboardByPaymentMethod, merchant: null },
} as const;
export type ChartDataSource = keyof typeof CHART_DATA_SOURCES;
