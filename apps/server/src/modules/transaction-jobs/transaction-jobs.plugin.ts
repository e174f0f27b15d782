import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerBulkUpdates } from './bulk-update.routes';
import { registerJobCalls } from './job.routes';
import {
  createTransactionJobsWorker,
  type TransactionJobsWorker,
  type TransactionJobsWorkerOptions,
} from './transaction-jobs-worker';
import { registerWebhookResends } from './webhook-resend.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The transaction jobs' worker (transaction-jobs-worker.ts); stopped when the app closes. */
    transactionJobsWorker: TransactionJobsWorker;
  }
}

export interface TransactionJobsOptions {
  readonly worker?: Partial<TransactionJobsWorkerOptions>;
}

/**
 * Bulk updates (platform), bulk actions (operators, merchants), bulk webhook resends and export jobs: persistent, with
 * progress, restart-safe (docs/transaction-jobs.md). The calls only queue and read jobs; the worker
 * started with the app runs them.
 */
const transactionJobsPlugin: FastifyPluginAsync<TransactionJobsOptions> = async (app, options) => {
  const worker = createTransactionJobsWorker(app, () => app.transactionActions.processor, options.worker);
  app.decorate('transactionJobsWorker', worker);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());

  registerBulkUpdates(app);
  registerJobCalls(app);
  registerWebhookResends(app);
};

/** Not encapsulated (fastify-plugin): the worker is decorated on the app itself, for tests and shutdown. */
export const transactionJobsModule = fp(transactionJobsPlugin, {
  name: 'transaction-jobs',
  dependencies: ['transaction-actions'],
});
