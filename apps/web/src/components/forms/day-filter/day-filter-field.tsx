import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { DateFieldSuspense, LazyDatePicker } from '../dynamic-form/lazy-date-fields';

/** A YYYY-MM-DD day of the URL as the picker's value, and back; a half-typed date is not applied. */
const pickerDay = (day: string): Dayjs | null => (day ? dayjs(day) : null);
const urlDay = (value: Dayjs | null): string | undefined =>
  value ? (value.isValid() ? value.format('YYYY-MM-DD') : undefined) : '';

/**
 * A list filter's day, kept in the URL as YYYY-MM-DD ('' for none): the portal's date picker
 * (DD/MM/YYYY, spec §9), loaded with the first date field. `onChange` hears only a whole new day
 * (or '' when cleared), never a half-typed one.
 */
export function DayFilterField({
  name,
  label,
  day,
  onChange,
}: {
  name: string;
  label: string;
  day: string;
  onChange: (day: string) => void;
}) {
  return (
    <Stack sx={{ width: 180 }}>
      <DateFieldSuspense>
        <LazyDatePicker
          name={name}
          label={label}
          value={pickerDay(day)}
          onChange={(value) => {
            const next = urlDay(value);
            if (next !== undefined && next !== day) onChange(next);
          }}
        />
      </DateFieldSuspense>
    </Stack>
  );
}

/**
 * A report's period, both days included: the "from" and "to" day filters side by side. A cleared
 * day is not applied (a report always has a period); `onChange` hears the day that changed.
 */
export function DayRangeFields({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { readonly from: string; readonly to: string };
  from: string;
  to: string;
  onChange: (patch: { from: string } | { to: string }) => void;
}) {
  return (
    <>
      <DayFilterField
        name="from"
        label={labels.from}
        day={from}
        onChange={(day) => day && onChange({ from: day })}
      />
      <DayFilterField name="to" label={labels.to} day={to} onChange={(day) => day && onChange({ to: day })} />
    </>
  );
}
