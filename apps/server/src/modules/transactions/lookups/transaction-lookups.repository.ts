import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type {
  PaymentChannel,
  ReasonOption,
  WebsiteOption,
} from '@paydesk/contracts/transactions/transaction.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { currencies } from '../../../infra/db/schema';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
} from '../../../infra/tenancy/data-scope';
import { requireMerchantInScope } from '../../../infra/tenancy/merchant-in-scope';
import type { ScopedTx } from '../../../infra/tenancy/with-scope';
import { paymentChannels, transactionReasons, websites } from '../../money';

/** The lists behind the lookup's filters and the action dialogs. */

/** Spec §4: reasons for declines (status Declined) and approves (status Captured), in their order. */
export async function listReasons(
  tx: ScopedTx,
  type: 'transaction' | 'payout',
  status: 'Declined' | 'Captured',
): Promise<ReasonOption[]> {
  return tx
    .select({ id: transactionReasons.id, name: transactionReasons.name })
    .from(transactionReasons)
    .where(and(eq(transactionReasons.type, type), eq(transactionReasons.status, status)))
    .orderBy(asc(transactionReasons.sortOrder), asc(transactionReasons.name), asc(transactionReasons.id));
}

/**
 * Every currency, retired ones too: old transactions keep the currency they were taken in, and the
 * filter must still find them. By code, the way the filter lists them.
 */
export async function listAllCurrencies(tx: ScopedTx): Promise<Currency[]> {
  return tx
    .select({
      id: currencies.id,
      name: currencies.name,
      numericCode: currencies.numericCode,
      decimalPlaces: currencies.decimalPlaces,
    })
    .from(currencies)
    .orderBy(asc(currencies.id));
}

/**
 * The active payment channels of the merchants in scope (or of one of them), within the user's
 * payment-method and service-provider limits: a limited user is never offered a filter value that
 * could only ever match rows hidden from them.
 */
export async function listPaymentChannels(
  tx: ScopedTx,
  scope: DataScope,
  merchantId?: string,
): Promise<PaymentChannel[]> {
  if (merchantId) await requireMerchantInScope(tx, scope, merchantId);
  return tx
    .select({
      id: paymentChannels.id,
      name: paymentChannels.name,
      paymentMethod: paymentChannels.paymentMethod,
      serviceProvider: paymentChannels.serviceProvider,
      currency: paymentChannels.currency,
    })
    .from(paymentChannels)
    .where(
      and(
        scopedMerchantCondition(scope, paymentChannels),
        scopedPaymentMethodCondition(scope, paymentChannels.paymentMethod),
        scopedServiceProviderCondition(scope, paymentChannels.serviceProvider),
        merchantId ? eq(paymentChannels.merchantId, merchantId) : undefined,
        eq(paymentChannels.isActive, true),
      ),
    )
    .orderBy(sql`lower(${paymentChannels.name})`, asc(paymentChannels.id));
}

/** Websites of the merchants in scope; `merchantId` narrows to one (404 when not in scope). */
export async function listWebsites(
  tx: ScopedTx,
  scope: DataScope,
  options: { merchantId?: string; activeOnly: boolean },
): Promise<WebsiteOption[]> {
  if (options.merchantId) await requireMerchantInScope(tx, scope, options.merchantId);
  return tx
    .select({ id: websites.id, name: websites.name, url: websites.url, merchantId: websites.merchantId })
    .from(websites)
    .where(
      and(
        scopedMerchantCondition(scope, websites),
        options.merchantId ? eq(websites.merchantId, options.merchantId) : undefined,
        options.activeOnly ? eq(websites.isActive, true) : undefined,
      ),
    )
    .orderBy(sql`lower(${websites.name})`, asc(websites.id));
}
