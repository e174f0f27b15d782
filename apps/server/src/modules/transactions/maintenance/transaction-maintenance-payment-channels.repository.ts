import type {
  PaymentChannelListQuery,
  PaymentChannelPage,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants } from '../../../infra/db/schema';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
} from '../../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { paymentChannels } from '../../money';

type Query = z.output<typeof PaymentChannelListQuery>;
const pc = paymentChannels;

/**
 * GET payment-channels: the channels of the merchants in the caller's scope, narrowed by the
 * user's payment-method and service-provider limits (the same limits as their transactions), by
 * merchant then name. An organizationId outside the scope simply matches nothing.
 */
export async function listPaymentChannels(
  tx: ScopedTx,
  scope: DataScope,
  query: Query,
): Promise<PaymentChannelPage> {
  const where = and(
    scopedMerchantCondition(scope, pc),
    scopedPaymentMethodCondition(scope, pc.paymentMethod),
    scopedServiceProviderCondition(scope, pc.serviceProvider),
    query.organizationId ? eq(pc.merchantId, query.organizationId) : undefined,
    query.paymentMethod ? eq(pc.paymentMethod, query.paymentMethod) : undefined,
    query.serviceProvider ? eq(pc.serviceProvider, query.serviceProvider) : undefined,
    query.currency ? eq(pc.currency, query.currency) : undefined,
    query.isActive ? eq(pc.isActive, query.isActive === 'true') : undefined,
  );
  const rows = await tx
    .select({ c: pc, organizationName: merchants.legalBusinessName })
    .from(pc)
    .innerJoin(merchants, and(eq(merchants.tenantId, pc.tenantId), eq(merchants.id, pc.merchantId)))
    .where(where)
    .orderBy(asc(merchants.legalBusinessName), asc(pc.name), asc(pc.id))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  const [total] = await tx.select({ n: count() }).from(pc).where(where);
  return {
    count: Number(total?.n ?? 0),
    data: rows.map(({ c, organizationName }) => ({
      id: c.id,
      name: c.name,
      organizationId: c.merchantId,
      organizationName,
      paymentMethod: c.paymentMethod,
      serviceProvider: c.serviceProvider,
      currency: c.currency.trim(),
      isActive: c.isActive,
    })),
  };
}
