/**
 * Fixed reference rates to the euro, the simulator's rates (0008 currency_rates): how many EUR one
 * unit of the currency is worth, as an exact decimal string. They are reference figures for
 * converting a transaction to its tenant's base currency, not market quotes, and never change on
 * their own: a transaction's base amount must be reproducible. Currencies not listed here have no
 * rate, and no payment channel takes them.
 */
export interface CurrencyRateSeed {
  readonly currency: string;
  /** Units of EUR per one unit of the currency (major units), exact decimal. */
  readonly eurRate: string;
}

const r = (currency: string, eurRate: string): CurrencyRateSeed => ({ currency, eurRate });

export const CURRENCY_RATES: readonly CurrencyRateSeed[] = [
  r('EUR', '1'),
  r('USD', '0.92'),
  r('GBP', '1.17'),
  r('CHF', '1.05'),
  r('JPY', '0.0061'),
  r('SEK', '0.087'),
  r('NOK', '0.085'),
  r('DKK', '0.134'),
  r('ISK', '0.0066'),
  r('PLN', '0.232'),
  r('CZK', '0.0398'),
  r('HUF', '0.00252'),
  r('RON', '0.201'),
  r('RSD', '0.00854'),
  r('TRY', '0.027'),
  r('AUD', '0.60'),
  r('NZD', '0.55'),
  r('CAD', '0.67'),
  r('MXN', '0.050'),
  r('BRL', '0.17'),
  r('CLP', '0.00098'),
  r('COP', '0.00023'),
  r('SGD', '0.69'),
  r('HKD', '0.118'),
  r('CNY', '0.127'),
  r('KRW', '0.00067'),
  r('INR', '0.0109'),
  r('THB', '0.026'),
  r('MYR', '0.20'),
  r('PHP', '0.016'),
  r('IDR', '0.000057'),
  r('AED', '0.25'),
  r('SAR', '0.245'),
  r('QAR', '0.253'),
  r('ILS', '0.25'),
  r('BHD', '2.44'),
  r('KWD', '2.99'),
  r('OMR', '2.39'),
  r('JOD', '1.30'),
  r('TND', '0.295'),
  r('MAD', '0.092'),
  r('EGP', '0.019'),
  r('ZAR', '0.050'),
  r('KES', '0.0071'),
  r('NGN', '0.00060'),
];
