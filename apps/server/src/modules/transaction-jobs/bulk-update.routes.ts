import multipart from '@fastify/multipart';
import { bulkUpdates } from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { readBulkUpdateCsv } from './bulk-update-csv';
import { createJobFor, submissionOf } from './job-submission';
import {
  cancelJob,
  jobsVisibleTo,
  listItems,
  listJobs,
  requireJob,
  toBulkJob,
} from './transaction-jobs.repository';

/** The platform's bulk updates (transaction-bulk-update-request and -history; docs/transaction-jobs.md). */
export function registerBulkUpdates(app: FastifyInstance): void {
  registerEndpoint(app, bulkUpdates.create, async ({ request, actor, body }) =>
    toBulkJob(
      await createJobFor(request, actor, {
        kind: 'BulkUpdate',
        action: body.actionType,
        declineReason: body.declineReason ?? null,
        comment: body.comment,
        references: body.transactions,
        submission: submissionOf(request, body),
      }),
    ),
  );
  // The multipart parser only for the upload; everywhere else multipart stays a 415.
  app.register(async (uploads) => {
    await uploads.register(multipart);
    registerEndpoint(uploads, bulkUpdates.upload, async ({ request, actor, query }) => {
      // The scope (a bad tenantId header's 400/404) is settled before the file is read.
      await requestScope(request);
      const references = await readBulkUpdateCsv(request);
      return toBulkJob(
        await createJobFor(request, actor, {
          kind: 'BulkUpdate',
          action: query.actionType,
          declineReason: query.declineReason ?? null,
          comment: query.comment,
          references,
          submission: submissionOf(request, { ...query, references }),
        }),
      );
    });
  });
  // Bulk updates are the platform's: every platform user with the history permission sees them all.
  const visible = (request: FastifyRequest, actor: Actor) =>
    requestScope(request).then((scope) => jobsVisibleTo(scope, actor, false));
  registerEndpoint(app, bulkUpdates.list, async ({ request, actor, query }) => {
    const where = await visible(request, actor);
    return withRequestScope(request, (tx) => listJobs(tx, where, 'BulkUpdate', query));
  });
  registerEndpoint(app, bulkUpdates.get, async ({ request, actor, params }) => {
    const where = await visible(request, actor);
    return withRequestScope(request, async (tx) =>
      toBulkJob(await requireJob(tx, where, 'BulkUpdate', params.jobId)),
    );
  });
  registerEndpoint(app, bulkUpdates.items, async ({ request, actor, params, query }) => {
    const where = await visible(request, actor);
    return withRequestScope(request, async (tx) =>
      listItems(tx, await requireJob(tx, where, 'BulkUpdate', params.jobId), query),
    );
  });
  registerEndpoint(app, bulkUpdates.cancel, async ({ request, actor, params }) => {
    const where = await visible(request, actor);
    return withRequestScope(request, async (tx) =>
      toBulkJob(await cancelJob(tx, await requireJob(tx, where, 'BulkUpdate', params.jobId, true))),
    );
  });
}
