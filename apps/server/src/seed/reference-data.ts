import { currencyRates, feeTypes, transactionReasons } from '../db-schema';
import type { Database } from '../infra/db/database';
import { countries, currencies, paymentMethods, serviceProviders } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import { COUNTRIES } from './data/countries';
import { CURRENCIES } from './data/currencies';
import { CURRENCY_RATES } from './data/currency-rates';
import { FEE_TYPES } from './data/fee-types';
import { PAYMENT_METHODS } from './data/payment-methods';
import { SERVICE_PROVIDERS } from './data/service-providers';
import { TRANSACTION_REASONS } from './data/transaction-reasons';

/**
 * The shared reference lists (countries, currencies, payment methods, service providers, fee
 * types, the currencies' reference rates to EUR, and the manual decision reasons). Safe to run on every start: rows that exist are left as they are, so edits made in the
 * settings screens survive.
 */
export async function seedReferenceData(tx: ScopedTx): Promise<void> {
  await tx
    .insert(countries)
    .values(COUNTRIES.map((c) => ({ ...c })))
    .onConflictDoNothing();
  await tx
    .insert(currencies)
    .values(CURRENCIES.map((c) => ({ ...c })))
    .onConflictDoNothing();
  await tx
    .insert(paymentMethods)
    .values(PAYMENT_METHODS.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await tx
    .insert(serviceProviders)
    .values(SERVICE_PROVIDERS.map((p) => ({ ...p })))
    .onConflictDoNothing();
  await tx
    .insert(feeTypes)
    .values(FEE_TYPES.map((f) => ({ ...f })))
    .onConflictDoNothing();
  // After the currencies they reference.
  await tx
    .insert(currencyRates)
    .values(CURRENCY_RATES.map((r) => ({ ...r })))
    .onConflictDoNothing();
  await tx
    .insert(transactionReasons)
    .values(TRANSACTION_REASONS.map((r) => ({ ...r })))
    .onConflictDoNothing();
}

/**
 * The reference lists in their own transaction: for a start without demo data (PostgreSQL, where
 * SEED_DEMO is off by default), so the lookups are never empty.
 */
export function ensureReferenceData(db: Database): Promise<void> {
  return withScope(db, SYSTEM_SCOPE, seedReferenceData);
}
