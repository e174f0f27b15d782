import { eq } from 'drizzle-orm';
import { currencies } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { currencyRates } from '../money';
import type { RatedCurrency } from './base-amount';

/** The currencies with a reference rate (currency_rates) and their decimal places, by code. */
export async function loadRatedCurrencies(tx: ScopedTx): Promise<Map<string, RatedCurrency>> {
  const rated = await tx
    .select({
      code: currencyRates.currency,
      eurRate: currencyRates.eurRate,
      decimalPlaces: currencies.decimalPlaces,
    })
    .from(currencyRates)
    .innerJoin(currencies, eq(currencies.id, currencyRates.currency));
  return new Map(rated.map((r): [string, RatedCurrency] => [r.code, r]));
}
