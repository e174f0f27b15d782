import type { TFunction } from 'i18next';
import { alertValueText } from '../../../lib/alerts/alert-values';
import { formatDateTime } from '../../../lib/format/date-format';
import { formatAmount, formatDecimal, formatMoney, formatSeconds } from '../../../lib/format/number-format';
import { ellipsis } from '../../../lib/format/text-format';
import type { PayloadRow } from './widget-payload';

/**
 * A table widget's cell as text, by the column's pipe (spec §3 tableConfiguration `pipes`; spec §9
 * display rules): currency in the row's currency with its decimals, time with the time pipe,
 * percentages, dates in the user's zone, long text cut with '...'. An alert's rows (spec §3
 * `alertViewModels`) have two of their own: `alertValue`, a value in the unit of the row's `metric`
 * ('42,3 %', '3,2 /min'), and `alertState`, the state's name (Firing, Resolved).
 */
export function cellText(
  row: PayloadRow,
  property: string,
  pipe: string | null,
  decimalsOf: (c: string) => number,
  t?: TFunction,
): string {
  const value = row[property];
  if (value === null || value === undefined || value === '') return pipe === 'time' ? '--' : '';
  switch (pipe) {
    case 'currency': {
      const currency = row.baseCurrency ?? row.currency;
      const n = Number(value);
      if (!Number.isFinite(n)) return String(value);
      return typeof currency === 'string'
        ? formatMoney(Math.round(n), { id: currency, decimalPlaces: decimalsOf(currency) })
        : formatAmount(Math.round(n));
    }
    case 'time':
      return formatSeconds(value as number | string);
    case 'percent':
      return `${formatDecimal(Number(value), 1)} %`;
    case 'date':
      return formatDateTime(String(value));
    case 'number':
      return formatAmount(Math.round(Number(value)), 0);
    case 'alertValue': {
      const n = Number(value);
      return t && Number.isFinite(n) ? alertValueText(t, row.metric, n) : String(value);
    }
    case 'alertState':
      return t ? t(`alerts.states.${String(value)}`, { defaultValue: String(value) }) : String(value);
    default:
      return ellipsis(String(value), 60);
  }
}

/**
 * Spec §2 table-action navigation: a row field substituted into a route template
 * ('/crm/onboarding/{merchantId}'); null when the row lacks a field the template names.
 */
export function rowLink(template: string | null, row: PayloadRow): string | null {
  if (!template) return null;
  let missing = false;
  const path = template.replace(/\{(\w+)\}/g, (_, field: string) => {
    const value = row[field];
    if (value === null || value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}
