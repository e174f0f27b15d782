import { CARD_BRANDS, PAYMENT_METHOD_OF_BRAND } from '@paydesk/contracts/virtual-terminal/card-checks';
import type { VirtualTerminalOptions } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { currencies } from '../../infra/db/schema';
import {
  type DataScope,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
} from '../../infra/tenancy/data-scope';
import { requireMerchantInScope } from '../../infra/tenancy/merchant-in-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { paymentChannels, websites } from '../money';

/**
 * The form's choices for one merchant (404 when it is not in the caller's scope): its active
 * websites, and per currency the card brands its active channels take, within the user's
 * payment-method and service-provider limits; the same rules a payment is then checked against.
 */
export async function virtualTerminalOptions(
  tx: ScopedTx,
  scope: DataScope,
  merchantId: string,
): Promise<VirtualTerminalOptions> {
  const merchant = { tenantId: await requireMerchantInScope(tx, scope, merchantId) };
  const sites = await tx
    .select({ id: websites.id, name: websites.name, url: websites.url })
    .from(websites)
    .where(
      and(
        eq(websites.tenantId, merchant.tenantId),
        eq(websites.merchantId, merchantId),
        eq(websites.isActive, true),
      ),
    )
    .orderBy(sql`lower(${websites.name})`, asc(websites.id));
  const brandOfMethod = new Map(CARD_BRANDS.map((b) => [PAYMENT_METHOD_OF_BRAND[b], b]));
  const channels = await tx
    .select({
      currency: paymentChannels.currency,
      paymentMethod: paymentChannels.paymentMethod,
      decimalPlaces: currencies.decimalPlaces,
    })
    .from(paymentChannels)
    .innerJoin(currencies, eq(currencies.id, paymentChannels.currency))
    .where(
      and(
        eq(paymentChannels.tenantId, merchant.tenantId),
        eq(paymentChannels.merchantId, merchantId),
        eq(paymentChannels.isActive, true),
        inArray(paymentChannels.paymentMethod, [...brandOfMethod.keys()]),
        scopedPaymentMethodCondition(scope, paymentChannels.paymentMethod),
        scopedServiceProviderCondition(scope, paymentChannels.serviceProvider),
      ),
    );
  const byCurrency = new Map<string, { decimalPlaces: number; brands: Set<string> }>();
  for (const c of channels) {
    const entry = byCurrency.get(c.currency) ?? { decimalPlaces: c.decimalPlaces, brands: new Set<string>() };
    const brand = brandOfMethod.get(c.paymentMethod);
    if (brand) entry.brands.add(brand);
    byCurrency.set(c.currency, entry);
  }
  return {
    websites: sites,
    currencies: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, e]) => ({
        code,
        decimalPlaces: e.decimalPlaces,
        brands: CARD_BRANDS.filter((b) => e.brands.has(b)),
      })),
  };
}
