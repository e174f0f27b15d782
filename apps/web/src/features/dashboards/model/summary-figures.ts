import type { PayloadRow } from './widget-payload';

/**
 * The figures of a summary answer (COUNT, SUCCESS_RATE and BANNER widgets): payments, volume per
 * base currency (tenants keep their own, so a platform view may have several) and the success rate
 * of the period, with the same figures of the period before it for the change. The reports'
 * `widgets/summary` answers `{ current, previous }`; a flat answer is read too (widget-payload.ts).
 */
export interface BaseVolume {
  readonly currency: string;
  /** Minor units. */
  readonly volume: number;
}

export interface Figures {
  readonly count: number | null;
  /** A percentage, 0 to 100. */
  readonly successRate: number | null;
  readonly volumes: readonly BaseVolume[];
}

export interface SummaryFigures extends Figures {
  readonly previous: Figures | null;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const isRecord = (value: unknown): value is PayloadRow =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function volumesOf(fields: PayloadRow): BaseVolume[] {
  if (Array.isArray(fields.volume)) {
    return fields.volume.filter(isRecord).flatMap((entry) => {
      const volume = num(entry.volume);
      return typeof entry.baseCurrency === 'string' && volume !== null
        ? [{ currency: entry.baseCurrency, volume }]
        : [];
    });
  }
  const volume = num(fields.volume);
  return volume !== null && typeof fields.baseCurrency === 'string'
    ? [{ currency: fields.baseCurrency, volume }]
    : [];
}

function figures(fields: PayloadRow): Figures {
  return {
    count: num(fields.count) ?? num(fields.totalCount),
    successRate: num(fields.successRate),
    volumes: volumesOf(fields),
  };
}

export function summaryFigures(fields: PayloadRow): SummaryFigures {
  const current = isRecord(fields.current) ? fields.current : fields;
  return { ...figures(current), previous: isRecord(fields.previous) ? figures(fields.previous) : null };
}

/** The change from the period before, in percent (null when there is nothing to compare with). */
export function changePercent(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return ((now - before) / before) * 100;
}
