import {
  crmWebhookResends,
  merchantWebhookResends,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { registerFamily } from '../../infra/http/register-family';
import { requestScope, withRequestScope } from '../../infra/tenancy/request-scope';
import { eventsToResend } from '../transaction-webhooks';
import { createJobFor, submissionOf } from './job-submission';
import {
  cancelJob,
  isLimited,
  jobsVisibleTo,
  listItems,
  listJobs,
  requireJob,
  toBulkJob,
} from './transaction-jobs.repository';

/**
 * Bulk webhook resends (crm/reports/resend-webhooks, reports/resend-webhooks): a transaction job of
 * kind WebhookResend whose items are the events chosen when it was asked for (by deliveries or by
 * the webhook lists' filter); the worker queues each again (transaction-webhooks/webhook-resend.ts).
 */
export function registerWebhookResends(app: FastifyInstance): void {
  const visible = (request: FastifyRequest, actor: Actor) =>
    requestScope(request).then((scope) => jobsVisibleTo(scope, actor, isLimited(actor)));
  registerFamily(app, [crmWebhookResends, merchantWebhookResends], {
    start: async ({ request, actor, body }) => {
      const references = await withRequestScope(request, (tx, scope) => eventsToResend(tx, scope, body));
      return toBulkJob(
        await createJobFor(request, actor, {
          kind: 'WebhookResend',
          action: 'resendWebhook',
          references,
          submission: submissionOf(request, body),
        }),
      );
    },
    list: async ({ request, actor, query }) => {
      const where = await visible(request, actor);
      return withRequestScope(request, (tx) => listJobs(tx, where, 'WebhookResend', query));
    },
    get: async ({ request, actor, params }) => {
      const where = await visible(request, actor);
      return withRequestScope(request, async (tx) =>
        toBulkJob(await requireJob(tx, where, 'WebhookResend', params.jobId)),
      );
    },
    items: async ({ request, actor, params, query }) => {
      const where = await visible(request, actor);
      return withRequestScope(request, async (tx) =>
        listItems(tx, await requireJob(tx, where, 'WebhookResend', params.jobId), query),
      );
    },
    cancel: async ({ request, actor, params }) => {
      const where = await visible(request, actor);
      return withRequestScope(request, async (tx) =>
        toBulkJob(await cancelJob(tx, await requireJob(tx, where, 'WebhookResend', params.jobId, true))),
      );
    },
  });
}
