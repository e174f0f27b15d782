import type { ActionResult } from '@paydesk/contracts/transactions/transaction.schemas';
import {
  changeTransactionStatus,
  crmTransactionActions,
  merchantTransactionActions,
} from '@paydesk/contracts/transactions/transaction-actions.endpoints';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../../infra/auth/actor';
import { AppError } from '../../../infra/errors/app-error';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { registerFamily } from '../../../infra/http/register-family';
import {
  createIdempotencyCleanupWorker,
  type IdempotencyCleanupWorker,
} from '../../../infra/idempotency/idempotency-cleanup-worker';
import { runIdempotently } from '../../../infra/idempotency/idempotent-request';
import type { PaymentProcessor } from '../../money';
import {
  type ActionBody,
  approvePayment,
  approvePayout,
  cancelPayout,
  capture,
  changeStatus,
  checkStatus,
  createPendingOperationsReconciler,
  createSimulatorProcessor,
  declinePayment,
  declinePayout,
  dispute,
  type PendingOperationsReconciler,
  payout,
  refund,
  reversal,
  runAction,
  runBatch,
  statusChangeRefund,
  tenantOfTransaction,
  voidPayment,
} from '../../money';
import { recordRefusedAction } from './refused-action-audit';

export interface TransactionActionsOptions {
  /** A gateway adapter; the built-in simulator when absent. */
  readonly processor?: PaymentProcessor;
}

declare module 'fastify' {
  interface FastifyInstance {
    transactionActions: {
      readonly processor: PaymentProcessor;
      readonly idempotencyCleanup: IdempotencyCleanupWorker;
      /** Settles the money operations a request left pending (docs/transactions.md "Pending operations"). */
      readonly reconciler: PendingOperationsReconciler;
    };
  }
}

/**
 * Spec §7 "Transactions" actions: the money actions through the processor, with Idempotency-Key,
 * row locks, the state machine and the audit log (docs/transactions.md "Money actions"). The same
 * handlers serve the CRM base (operators) and the merchant base (merchant users); the caller's
 * scope decides which transactions they reach.
 */
const transactionActionsPlugin: FastifyPluginAsync<TransactionActionsOptions> = async (app, options) => {
  const processor = options.processor ?? createSimulatorProcessor();
  const idempotencyCleanup = createIdempotencyCleanupWorker(app.database.db, app.log);
  const reconciler = createPendingOperationsReconciler(app.database.db, processor, app.log);
  app.decorate('transactionActions', { processor, idempotencyCleanup, reconciler });
  app.addHook('onReady', async () => {
    idempotencyCleanup.start();
    reconciler.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([idempotencyCleanup.stop(), reconciler.stop()]);
  });

  registerActionCalls(app, processor);

  registerEndpoint(app, changeTransactionStatus, ({ request, actor, params, body }) =>
    single(request, actor, processor, params.id, 'statusChange', (context) => changeStatus(context, body)),
  );
};

/** Not encapsulated (fastify-plugin): the processor and the cleanup worker are decorated on the app itself. */
export const transactionActionsModule = fp(transactionActionsPlugin, { name: 'transaction-actions' });

/**
 * One action on one transaction. A refusal (the state machine's, a limit's, a permission's) rolls
 * its transaction back, so it is recorded in the audit trail apart, as denied (refused-action-audit.ts).
 */
function single(
  request: FastifyRequest,
  actor: Actor,
  processor: PaymentProcessor,
  transactionId: string,
  action: string,
  body: ActionBody,
): Promise<ActionResult> {
  return runIdempotently({
    request,
    actor,
    tenantOf: () => tenantOfTransaction(request, [transactionId]),
    storedByRun: true,
    run: (claim) =>
      runAction({ request, actor, transactionId, processor, claim }, body).catch(async (error: unknown) => {
        await recordRefusedAction({ request, actor, transactionId, action }, error);
        throw error;
      }),
  });
}

function registerActionCalls(app: FastifyInstance, processor: PaymentProcessor): void {
  const on = (action: string, request: FastifyRequest, actor: Actor, id: string, body: ActionBody) =>
    single(request, actor, processor, id, action, body);

  const batch = (
    action: string,
    request: FastifyRequest,
    actor: Actor,
    ids: readonly string[],
    body: ActionBody,
  ) =>
    runIdempotently({
      request,
      actor,
      tenantOf: () => tenantOfTransaction(request, ids),
      storedByRun: false,
      run: async () => {
        const answer = await runBatch({ request, actor, processor }, ids, body);
        // Each item refused by its state is recorded as denied (the batch answers 200 around them).
        for (const item of answer.results) {
          if (item.outcome !== 'Refused') continue;
          const refusal = AppError.refused('ACTION_REFUSED', item.message ?? '');
          await recordRefusedAction({ request, actor, transactionId: item.transactionId, action }, refusal);
        }
        return answer;
      },
    });
  registerFamily(app, [crmTransactionActions, merchantTransactionActions], {
    refund: ({ request, actor, params, body }) =>
      on('refund', request, actor, params.id, (c) => refund(c, body)),
    statusChangeRefund: ({ request, actor, params, body }) =>
      on('statusChangeRefund', request, actor, params.id, (c) => statusChangeRefund(c, body)),
    checkStatus: ({ request, actor, params, body }) =>
      on('checkStatus', request, actor, params.id, (c) => checkStatus(c, body)),
    void: ({ request, actor, params, body }) =>
      on('void', request, actor, params.id, (c) => voidPayment(c, body)),
    capture: ({ request, actor, params, body }) =>
      on('capture', request, actor, params.id, (c) => capture(c, body)),
    reversal: ({ request, actor, params, body }) =>
      on('reversal', request, actor, params.id, (c) => reversal(c, body)),
    payout: ({ request, actor, params, body }) =>
      on('payout', request, actor, params.id, (c) => payout(c, body)),
    dispute: ({ request, actor, params, body }) =>
      on('dispute', request, actor, params.id, (c) => dispute(c, body)),
    decline: ({ request, actor, params, body }) =>
      on('decline', request, actor, params.id, (c) => declinePayment(c, body)),
    approve: ({ request, actor, params, body }) =>
      on('approve', request, actor, params.id, (c) => approvePayment(c, body)),
    payoutApprove: ({ request, actor, params }) =>
      on('payoutApprove', request, actor, params.id, approvePayout),
    cancelPayout: ({ request, actor, params }) => on('cancelPayout', request, actor, params.id, cancelPayout),
    payoutApprovals: ({ request, actor, body }) =>
      batch('payoutApprove', request, actor, body.transactions, approvePayout),
    payoutDeclinations: ({ request, actor, body }) =>
      batch('payoutDecline', request, actor, body.transactions, (c) => declinePayout(c, body.reason)),
  });
}
