import type {
  PaymentChannelListQuery,
  PaymentChannelPage,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
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
 * The channels of the merchants in the caller's scope, narrowed by the user's payment-method and
 * service-provider limits (the same limits as their transactions), and by the filters given; a
 * merchant outside the scope simply matches nothing. The list below and the PMP configuration
 * report (pmp-configuration.repository.ts) read through it.
 */
export function paymentChannelsInScope(
  scope: DataScope,
  filters: {
    readonly merchantId?: string | undefined;
    readonly paymentMethod?: string | undefined;
    readonly serviceProvider?: string | undefined;
  },
): SQL | undefined {
  return and(
    scopedMerchantCondition(scope, pc),
    scopedPaymentMethodCondition(scope, pc.paymentMethod),
    scopedServiceProviderCondition(scope, pc.serviceProvider),
    filters.merchantId ? eq(pc.merchantId, filters.merchantId) : undefined,
    filters.paymentMethod ? eq(pc.paymentMethod, filters.paymentMethod) : undefined,
    filters.serviceProvider ? eq(pc.serviceProvider, filters.serviceProvider) : undefined,
  );
}

/** GET payment-channels: the channels in scope (paymentChannelsInScope), by merchant then name. */
export async function listPaymentChannels(
  tx: ScopedTx,
  scope: DataScope,
  query: Query,
): Promise<PaymentChannelPage> {
  const where = and(
    paymentChannelsInScope(scope, { ...query, merchantId: query.organizationId }),
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
