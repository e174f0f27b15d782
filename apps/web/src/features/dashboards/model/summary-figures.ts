import type { PayloadRow } from './widget-payload';

/**
 * The figures of a summary answer (COUNT, SUCCESS_RATE and BANNER widgets): payments, volume in
 * the base currency and the success rate of the period, with the same figures of the period
 * before it for the change. Read leniently (see widget-payload.ts).
 */
export interface SummaryFigures {
  readonly count: number | null;
  readonly volume: number | null;
  readonly currency: string | null;
  /** A percentage, 0 to 100. */
  readonly successRate: number | null;
  readonly previous: Omit<SummaryFigures, 'previous' | 'currency'> | null;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function figures(fields: PayloadRow) {
  return {
    count: num(fields.count) ?? num(fields.totalCount),
    volume: num(fields.volume) ?? num(fields.totalVolume),
    successRate: num(fields.successRate),
  };
}

export function summaryFigures(fields: PayloadRow): SummaryFigures {
  const previous = fields.previous;
  return {
    ...figures(fields),
    currency: typeof fields.baseCurrency === 'string' ? fields.baseCurrency : null,
    previous: previous !== null && typeof previous === 'object' ? figures(previous as PayloadRow) : null,
  };
}

/** The change from the period before, in percent (null when there is nothing to compare with). */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / before) * 100;
}
