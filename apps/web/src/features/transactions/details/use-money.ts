import { useCallback } from 'react';
import { useCurrencies } from '../api/detail-queries';
import { decimalsOf, moneyText } from './money';

/** Money display and decimals by the currencies lookup (spec §9 "the currency's decimalPlaces"). */
export function useMoney() {
  const currencies = useCurrencies().data;
  const decimals = useCallback((currency: string) => decimalsOf(currency, currencies), [currencies]);
  const format = useCallback(
    (minorUnits: number, currency: string) =>
      moneyText(minorUnits, currency, decimalsOf(currency, currencies)),
    [currencies],
  );
  return { decimals, format };
}
