import { transactionsDailyCalls } from '@paydesk/contracts/reports/transactions-daily.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { createIntervalWorker, type IntervalWorker } from '../../infra/jobs/interval-worker';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { type DailyReportPassResult, writeDailyReports } from './daily-report-pass';
import { listDailyFiles } from './daily-reports.repository';

declare module 'fastify' {
  interface FastifyInstance {
    transactionsDaily: { readonly worker: IntervalWorker<DailyReportPassResult> };
  }
}

/**
 * The transactions daily report (issue 19; docs/transactions-daily.md): the job that writes each
 * merchant's daily CSV files, checking every DAILY_REPORT_CHECK_SECONDS for days without them, and
 * the lists of the files for the report screens. The files are downloaded through the file
 * service's report calls (modules/files/report-files.ts).
 */
const transactionsDailyPlugin: FastifyPluginAsync = async (app) => {
  const worker = createIntervalWorker({
    intervalMs: app.config.dailyReportCheckSeconds * 1000,
    pass: () => writeDailyReports(app.database.db, new Date()),
    log: app.log,
    failureMessage: 'transactions daily pass failed',
  });
  app.decorate('transactionsDaily', { worker });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());

  const readOnly = { accessMode: 'read only' } as const;
  for (const endpoint of [transactionsDailyCalls.operatorFiles, transactionsDailyCalls.merchantFiles]) {
    registerEndpoint(app, endpoint, ({ request, query }) =>
      withRequestScope(request, (tx, scope) => listDailyFiles(tx, scope, query), readOnly),
    );
  }
};

/** Not encapsulated (fastify-plugin): the worker is decorated on the app, for tests and shutdown. */
export const transactionsDailyModule = fp(transactionsDailyPlugin, { name: 'transactions-daily' });
