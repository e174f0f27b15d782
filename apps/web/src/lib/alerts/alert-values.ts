import type { AlertMetric, AlertType } from '@paydesk/contracts/alerts/alert.schemas';
import type { TFunction } from 'i18next';
import { formatAmount, formatDecimal } from '../format/number-format';

/**
 * The unit of each metric, as ALERT_TYPES (the contracts, `/alerts/types`) gives it: percent for
 * the ratios, payments for Count, the tenant's base currency for Amount, per minute for Velocity.
 * Written out rather than read from ALERT_TYPES so the dashboard's table widget can show an alert's
 * value without loading the alert schemas (alert-values.test.ts checks the two agree).
 */
export const ALERT_UNITS: Readonly<Record<AlertMetric, AlertType['unit']>> = {
  DeclineRatio: 'percent',
  PendingRatio: 'percent',
  SuccessRate: 'percent',
  Count: 'count',
  Amount: 'amount',
  Velocity: 'perMinute',
};

const isMetric = (metric: unknown): metric is AlertMetric =>
  typeof metric === 'string' && Object.hasOwn(ALERT_UNITS, metric);

/** The unit of a metric; a metric this portal does not know (another back end's) counts as a number. */
export function alertUnitOf(metric: unknown): AlertType['unit'] {
  return isMetric(metric) ? ALERT_UNITS[metric] : 'count';
}

/** The figure of a value alone, in the spec's number format: 1 decimal for a percent or a rate, 2 for an amount. */
export function alertFigure(metric: unknown, value: number): string {
  switch (alertUnitOf(metric)) {
    case 'percent':
    case 'perMinute':
      return formatDecimal(value, 1);
    case 'amount':
      return formatDecimal(value, 2);
    default:
      return formatAmount(Math.round(value), 0);
  }
}

/** A metric's value with its unit: '12,5 %', '1.234,50 (base currency)', '3,2 /min', '42'. */
export function alertValueText(t: TFunction, metric: unknown, value: number): string {
  return t(`alerts.units.${alertUnitOf(metric)}`, { value: alertFigure(metric, value) });
}
