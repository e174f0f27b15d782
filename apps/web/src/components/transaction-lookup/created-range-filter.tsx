import type { DateRangePreset } from '@paydesk/contracts/validation/form-field';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';
import { configuredTimeZone } from '../../lib/dates/time-zones';
import { TODAY } from '../../lib/transactions/lookup-params';
import { DateFieldSuspense, LazyDateRangePicker } from '../forms/dynamic-form/lazy-date-fields';

dayjs.extend(utc);
dayjs.extend(timezone);

interface CreatedRangeFilterProps {
  /** An ISO instant, TODAY or null (see LookupState). */
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Today 00:00 in the user's zone, what TODAY stands for. */
  readonly startOfToday: string;
  readonly onChange: (patch: { startDate?: string | null; endDate?: string | null }) => void;
}

/** The preset ranges beside the pickers (issue 16): the days support people look back over. */
export const CREATED_RANGE_PRESETS: readonly DateRangePreset[] = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
];

/**
 * The creation date range on a 24-hour clock, in the user's configured zone (the zone the table
 * shows dates in). A half-typed date is not applied; a cleared start means "no start". The pickers
 * arrive in their own chunk after the lookup has drawn: they are the heaviest part of the screen a
 * user lands on (the first-load budget, scripts/bundle-budget.mjs). The preset buttons (Today …
 * Last 90 days, counted in the user's zone) come with them, inside the lazy picker; a preset sets
 * both ends at once.
 */
export function CreatedRangeFilter({ startDate, endDate, startOfToday, onChange }: CreatedRangeFilterProps) {
  const { t } = useTranslation();
  const zone = configuredTimeZone();
  const toPicker = (iso: string | null) => (iso ? dayjs(iso).tz(zone) : null);
  const toIso = (value: Dayjs | null) => (value ? (value.isValid() ? value.toISOString() : undefined) : null);
  const start = startDate === TODAY ? startOfToday : startDate;
  return (
    <DateFieldSuspense>
      <LazyDateRangePicker
        name="createdAt"
        startName="startDate"
        endName="endDate"
        label={t('transactions.filters.createdAt')}
        showTimePicker
        presets={CREATED_RANGE_PRESETS}
        timeZone={zone}
        value={{ start: toPicker(start), end: toPicker(endDate) }}
        onChange={(range) => {
          const nextStart = toIso(range.start);
          const nextEnd = toIso(range.end);
          // Only the ends that changed: today's start stays the default (TODAY) when a preset keeps it.
          const patch: { startDate?: string | null; endDate?: string | null } = {
            ...(nextStart !== undefined && nextStart !== start && { startDate: nextStart }),
            ...(nextEnd !== undefined && nextEnd !== endDate && { endDate: nextEnd }),
          };
          if (Object.keys(patch).length > 0) onChange(patch);
        }}
      />
    </DateFieldSuspense>
  );
}
