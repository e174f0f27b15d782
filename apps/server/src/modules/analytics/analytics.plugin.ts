import {
  crmCharts,
  customerCharts,
  customerOnly,
  dashboardByCustomer,
  dashboardByPaymentMethod,
  dashboardByServiceProvider,
  merchantCharts,
  merchantOnly,
  reportingCharts,
} from '@paydesk/contracts/reports/report-charts.endpoints';
import * as tables from '@paydesk/contracts/reports/report-tables.endpoints';
import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import {
  widgetByCountry,
  widgetSummary as widgetSummaryEndpoint,
} from '@paydesk/contracts/reports/report-widgets.endpoints';
import { smartOpsCalls } from '@paydesk/contracts/reports/smart-ops.endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { registerFamily } from '../../infra/http/register-family';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { sendDownload } from '../files';
import { CHARTS, chartData, conversionData, hourlyChartData, tableData } from './chart-reports';
import {
  DECLINE_STATISTICS_FILE,
  declineReasonsByProvider,
  declineStatistics,
  declineStatisticsCsv,
} from './decline-reports';
import { dayMonthData, widgetSummary } from './period-reports';
import type { ReportContext } from './report-context';
import { checkReportToolToken, dataAnalytics, issueReportToolToken } from './report-tool';
import { createRollupWorker, type RollupWorker } from './rollup-worker';
import { smartOpsReport } from './smart-ops-report';

/**
 * Analytics (docs/analytics.md): the report calls and widget sources, answered from the rollups the
 * worker keeps a few seconds behind the status-event log, exact for the caller's scope.
 */
export const analyticsModule: FastifyPluginAsync = async (app) => {
  const worker = createRollupWorker(app.database.db, app.log, app.config.rollupIntervalSeconds * 1000);
  app.decorate('analytics', { worker });
  app.addHook('onReady', async () => {
    worker.start();
    // A first pass at once, not after the first interval: on a new installation it is the rebuild
    // that lets the reports read the rollups (until then they read the raw rows).
    worker.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'analytics rollup pass failed'));
  });
  app.addHook('onClose', () => worker.stop());

  /** Runs a report in the caller's scoped, read-only transaction. */
  const report = <T>(request: FastifyRequest, fn: (context: ReportContext) => Promise<T>) =>
    withRequestScope(request, (tx, scope) => fn({ tx, scope, now: new Date() }), { accessMode: 'read only' });

  registerFamily(app, [merchantCharts, customerCharts, crmCharts, reportingCharts], {
    byStatus: ({ request, query }) => report(request, (c) => chartData(c, query, CHARTS.status)),
    byCurrency: ({ request, query }) => report(request, (c) => chartData(c, query, CHARTS.currency)),
    byServiceProvider: ({ request, query }) =>
      report(request, (c) => chartData(c, query, CHARTS.serviceProvider)),
    byPaymentMethod: ({ request, query }) =>
      report(request, (c) => chartData(c, query, CHARTS.paymentMethod)),
    byDay: ({ request, query }) => report(request, (c) => chartData(c, query, CHARTS.day)),
  });
  // The merchant's own charts, and their customer variants (report-charts.endpoints.ts).
  registerFamily(app, [merchantOnly, customerOnly], {
    byHour: ({ request, query }) => report(request, (c) => hourlyChartData(c, query)),
    byBaseCurrency: ({ request, query }) => report(request, (c) => chartData(c, query, CHARTS.baseCurrency)),
    byBaseCurrencyAmount: ({ request, query }) => report(request, (c) => chartData(c, query, CHARTS.day)),
    byHppConversion: ({ request, query }) => report(request, (c) => conversionData(c, query)),
  });
  registerEndpoint(app, dashboardByCustomer, ({ request, query }) =>
    report(request, (c) => tableData(c, query, CHARTS.customer)),
  );
  registerEndpoint(app, dashboardByServiceProvider, ({ request, query }) =>
    report(request, (c) => tableData(c, query, CHARTS.serviceProvider)),
  );
  registerEndpoint(app, dashboardByPaymentMethod, ({ request, query }) =>
    report(request, (c) => tableData(c, query, CHARTS.paymentMethod)),
  );

  for (const endpoint of [tables.declineReasonsByProvider, tables.platformDeclineReasonsByProvider])
    registerEndpoint(app, endpoint, ({ request, query }) =>
      report(request, (c) => declineReasonsByProvider(c, query)),
    );
  registerEndpoint(app, tables.declineReasonsStatistics, ({ request, query }) =>
    report(request, (c) => declineStatistics(c, query)),
  );
  registerEndpoint(app, tables.declineReasonsStatisticsExport, async ({ request, reply, query }) => {
    const csv = await report(request, (c) => declineStatisticsCsv(c, query));
    return sendDownload(reply, {
      contentType: 'text/csv; charset=utf-8',
      fileName: DECLINE_STATISTICS_FILE,
      body: csv,
    });
  });
  registerEndpoint(app, tables.transactionSummaryReport, ({ request, query }) =>
    report(request, (c) => tableData(c, query, CHARTS.currency)),
  );
  registerEndpoint(app, tables.transactionSummaryV2Report, ({ request, query }) =>
    report(request, (c) => tableData(c, query, CHARTS.customer)),
  );
  for (const endpoint of [tables.groupedByDayByMonth, tables.platformGroupedByDayByMonth])
    registerEndpoint(app, endpoint, ({ request, query }) => report(request, (c) => dayMonthData(c, query)));
  for (const endpoint of [tables.groupedByPaymentChannel, tables.platformGroupedByPaymentChannel])
    registerEndpoint(app, endpoint, ({ request, query }) =>
      report(request, (c) => chartData(c, query, CHARTS.paymentChannel)),
    );

  registerEndpoint(app, widgetSummaryEndpoint, ({ request, query }) =>
    report(request, (c) => widgetSummary(c, query)),
  );
  registerEndpoint(app, widgetByCountry, ({ request, query }) =>
    report(request, (c) => chartData(c, query, CHARTS.country)),
  );

  // The smart ops report (docs/smart-ops.md): from the transactions and their routing logs.
  for (const endpoint of [smartOpsCalls.operator, smartOpsCalls.merchant])
    registerEndpoint(app, endpoint, ({ request, query }) => report(request, (c) => smartOpsReport(c, query)));

  // The report pop-up tool (docs/report-tool.md): its data, and the tokens of its data messages.
  for (const endpoint of [reportToolCalls.operatorData, reportToolCalls.merchantData])
    registerEndpoint(app, endpoint, ({ request, query }) => report(request, (c) => dataAnalytics(c, query)));
  registerEndpoint(app, reportToolCalls.issueToken, ({ request, actor, body }) =>
    withRequestScope(request, (tx) => issueReportToolToken(tx, actor, body, new Date())),
  );
  registerEndpoint(app, reportToolCalls.checkToken, ({ request, actor, body }) =>
    withRequestScope(request, (tx) => checkReportToolToken(tx, actor, body, new Date())),
  );
};

declare module 'fastify' {
  interface FastifyInstance {
    analytics: { readonly worker: RollupWorker };
  }
}
