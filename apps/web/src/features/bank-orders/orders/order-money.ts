import type { CurrencyTotal } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import { moneyDisplay } from '../../../lib/transactions/money-display';

/** "1.350,00 EUR · 3.000 JPY": an order's total per currency, in the spec §9 currency format. */
export function totalsText(
  totals: readonly CurrencyTotal[],
  currencies: readonly Currency[] | undefined,
): string {
  return totals.map((total) => moneyDisplay(total.amount, total.currency, currencies)).join(' · ');
}
