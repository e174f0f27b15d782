import type { Country, Currency, LookupItem } from '@paydesk/contracts/lookups/lookups.schemas';
import { and, eq } from 'drizzle-orm';
import { countries, currencies, merchants, paymentMethods, serviceProviders } from '../../infra/db/schema';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedPaymentMethodCondition,
  scopedServiceProviderCondition,
} from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

/**
 * Names sort the way a reader expects ('Åland Islands' with the As, case ignored), the same on
 * PGlite and PostgreSQL whatever their collation; the lists are small.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
function byName<T extends { name: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => collator.compare(a.name, b.name));
}

export async function activeCountries(tx: ScopedTx): Promise<Country[]> {
  const rows = await tx
    .select({ name: countries.name, code: countries.code })
    .from(countries)
    .where(eq(countries.isActive, true));
  return byName(rows);
}

/** Every country, active or not: a transaction or a merchant keeps a country that was later deactivated. */
export async function allCountries(tx: ScopedTx): Promise<Country[]> {
  const rows = await tx.select({ name: countries.name, code: countries.code }).from(countries);
  return byName(rows);
}

export async function activeCurrencies(tx: ScopedTx): Promise<Currency[]> {
  const rows = await tx
    .select({
      id: currencies.id,
      name: currencies.name,
      numericCode: currencies.numericCode,
      decimalPlaces: currencies.decimalPlaces,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true));
  return byName(rows);
}

/** Active merchants in scope, limited by the user's customer limits, by name. */
export async function activeCustomers(
  tx: ScopedTx,
  scope: DataScope,
): Promise<{ id: string; name: string }[]> {
  const rows = await tx
    .select({ id: merchants.id, name: merchants.legalBusinessName })
    .from(merchants)
    .where(
      and(
        eq(merchants.isActive, true),
        scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
      ),
    );
  return byName(rows);
}

export async function activePaymentMethods(tx: ScopedTx, scope: DataScope): Promise<LookupItem[]> {
  const rows = await tx
    .select({ id: paymentMethods.id, name: paymentMethods.name })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.isActive, true), scopedPaymentMethodCondition(scope, paymentMethods.id)));
  return byName(rows);
}

export async function activeServiceProviders(tx: ScopedTx, scope: DataScope): Promise<LookupItem[]> {
  const rows = await tx
    .select({ id: serviceProviders.id, name: serviceProviders.name })
    .from(serviceProviders)
    .where(
      and(eq(serviceProviders.isActive, true), scopedServiceProviderCondition(scope, serviceProviders.id)),
    );
  return byName(rows);
}
