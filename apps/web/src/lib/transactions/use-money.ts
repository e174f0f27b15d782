import { useCallback } from 'react';
import { useLookupCurrencies } from './lookup-options';
import { moneyText } from './money';
import { decimalPlacesOf } from './money-display';

/** Money display and decimals by the currencies lookup (spec §9 "the currency's decimalPlaces"). */
export function useMoney() {
  const currencies = useLookupCurrencies().data;
  const decimals = useCallback((currency: string) => decimalPlacesOf(currency, currencies), [currencies]);
  const format = useCallback(
    (minorUnits: number, currency: string) =>
      moneyText(minorUnits, currency, decimalPlacesOf(currency, currencies)),
    [currencies],
  );
  return { decimals, format };
}
