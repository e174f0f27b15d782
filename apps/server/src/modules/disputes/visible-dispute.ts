import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import { disputes, transactions } from '../money';
import { disputesInScope } from './dispute-rows';

/**
 * The dispute's tenant, merchant and payment, when the caller sees it: the tenant an Idempotency-Key
 * of a step is kept under, and the chain (tenant and merchant) a refused step is recorded in.
 */
export async function visibleDispute(request: FastifyRequest, disputeId: string) {
  return withRequestScope(request, async (tx, scope) => {
    const [row] = await tx
      .select({
        tenantId: disputes.tenantId,
        merchantId: disputes.merchantId,
        transactionId: disputes.transactionId,
      })
      .from(disputes)
      .innerJoin(
        transactions,
        and(eq(transactions.tenantId, disputes.tenantId), eq(transactions.id, disputes.transactionId)),
      )
      .where(and(eq(disputes.id, disputeId), disputesInScope(scope)))
      .limit(1);
    return row ?? null;
  });
}
