import { formatAmount, formatDecimal, formatMoney, formatSeconds } from '../../lib/format/number-format';
import type { ChartModel, TooltipKind } from './chart-model';

/**
 * How a chart's numbers read (spec §9): currency values are minor units shown with the currency's
 * decimals ('1.234,50 EUR'), time values seconds with 3 decimals plus ' s', others grouped counts.
 * `scale` turns minor units into the drawn value (the axis shows 1.234,5, not 123450).
 */
export interface ChartValues {
  readonly scale: (value: number) => number;
  readonly format: (value: number) => string;
}

export function chartValues(
  model: ChartModel,
  tooltip: TooltipKind | null | undefined,
  decimalsOf: (currency: string) => number,
): ChartValues {
  if (tooltip === 'currency') {
    const decimals = model.currency ? decimalsOf(model.currency) : 2;
    const divisor = 10 ** decimals;
    return {
      scale: (value) => value / divisor,
      format: (value) =>
        model.currency
          ? formatMoney(Math.round(value), { id: model.currency, decimalPlaces: decimals })
          : formatAmount(Math.round(value), decimals),
    };
  }
  if (tooltip === 'time') return { scale: (v) => v, format: (v) => formatSeconds(v) };
  return {
    scale: (v) => v,
    format: (v) => (Number.isInteger(v) ? formatAmount(v, 0) : formatDecimal(v)),
  };
}
