import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { type CardBrand, PAYMENT_METHOD_OF_BRAND } from '@paydesk/contracts/virtual-terminal/card-checks';
import { VIRTUAL_TERMINAL_MESSAGES as M } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { and, asc, eq } from 'drizzle-orm';
import { currencies, merchants, tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { paymentChannels, websites } from '../money';

/**
 * Where a virtual-terminal payment goes: the merchant (in the caller's scope, else 404), its active
 * website (else 404), and the active payment channel that takes the card's brand in the currency,
 * within the user's payment-method and service-provider limits (else 400 on the field to change).
 */

export const VT_MERCHANT_MESSAGES = {
  notProcessing: 'This merchant cannot take payments',
  notLive: 'This merchant cannot take live payments yet: switch the portal to Test mode',
} as const;

export interface VtMerchant {
  readonly tenantId: string;
  readonly merchantId: string;
  readonly baseCurrency: string;
}

/** The merchant in scope (404 otherwise), and whether it may take a payment in the caller's mode (409). */
export async function requireVtMerchant(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
  mode: SystemMode,
): Promise<VtMerchant> {
  const [row] = await tx
    .select({
      tenantId: merchants.tenantId,
      merchantId: merchants.id,
      processingStatus: merchants.processingStatus,
      isActive: merchants.isActive,
      baseCurrency: tenants.baseCurrency,
    })
    .from(merchants)
    .innerJoin(tenants, eq(tenants.id, merchants.tenantId))
    .where(
      and(
        eq(merchants.id, merchantId),
        scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound('Merchant');
  if (!row.isActive || row.processingStatus === 'NoProcessing')
    throw AppError.refused('MERCHANT_NOT_PROCESSING', VT_MERCHANT_MESSAGES.notProcessing);
  if (mode === 'Live' && row.processingStatus !== 'LiveEnabled')
    throw AppError.refused('MERCHANT_NOT_LIVE', VT_MERCHANT_MESSAGES.notLive);
  return { tenantId: row.tenantId, merchantId: row.merchantId, baseCurrency: row.baseCurrency };
}

export async function requireActiveWebsite(tx: ScopedTx, merchant: VtMerchant, websiteId: string) {
  const [row] = await tx
    .select({ id: websites.id })
    .from(websites)
    .where(
      and(
        eq(websites.tenantId, merchant.tenantId),
        eq(websites.merchantId, merchant.merchantId),
        eq(websites.id, websiteId),
        eq(websites.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw AppError.notFound('Website');
  return row;
}

export interface VtChannel {
  readonly id: string;
  readonly paymentMethod: string;
  readonly serviceProvider: string;
  readonly currency: string;
}

/** The channel for the card's brand in the currency; the first by name when several qualify. */
export async function chooseChannel(
  tx: ScopedTx,
  scope: DataScope,
  merchant: VtMerchant,
  currency: string,
  brand: CardBrand,
): Promise<VtChannel> {
  const channels = await tx
    .select({
      id: paymentChannels.id,
      paymentMethod: paymentChannels.paymentMethod,
      serviceProvider: paymentChannels.serviceProvider,
      currency: paymentChannels.currency,
    })
    .from(paymentChannels)
    .where(
      and(
        eq(paymentChannels.tenantId, merchant.tenantId),
        eq(paymentChannels.merchantId, merchant.merchantId),
        eq(paymentChannels.currency, currency),
        eq(paymentChannels.isActive, true),
        scopedPaymentMethodCondition(scope, paymentChannels.paymentMethod),
        scopedServiceProviderCondition(scope, paymentChannels.serviceProvider),
      ),
    )
    .orderBy(asc(paymentChannels.name), asc(paymentChannels.id));
  const cardMethods = new Set(Object.values(PAYMENT_METHOD_OF_BRAND));
  if (!channels.some((c) => cardMethods.has(c.paymentMethod))) {
    throw AppError.validation([{ field: 'body.currency', message: M.currency }]);
  }
  const channel = channels.find((c) => c.paymentMethod === PAYMENT_METHOD_OF_BRAND[brand]);
  if (!channel) {
    const message = M.brandInCurrency.replace('{brand}', brand).replace('{currency}', currency);
    throw AppError.validation([{ field: 'body.cardNumber', message }]);
  }
  return channel;
}

export async function decimalPlacesOf(tx: ScopedTx, currency: string): Promise<number> {
  const [row] = await tx
    .select({ places: currencies.decimalPlaces })
    .from(currencies)
    .where(eq(currencies.id, currency))
    .limit(1);
  if (!row) throw AppError.validation([{ field: 'body.currency', message: M.currency }]);
  return row.places;
}
