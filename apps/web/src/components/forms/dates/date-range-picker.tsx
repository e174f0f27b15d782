import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { DateRangePreset } from '@paydesk/contracts/validation/form-field';
import { useTranslation } from 'react-i18next';
import {
  type DateRange,
  dateRangeProblem,
  latestEnd,
  presetRange,
  rangeDays,
} from '../../../lib/dates/date-range';
import { errorMessages, type FieldProps } from '../field-props';
import { DatePicker } from './date-picker';

export interface DateRangePickerProps extends Omit<FieldProps<DateRange>, 'ref'> {
  /** The longest range, in calendar days with both ends included. */
  readonly maxDays?: number;
  /** Also pick times, HH:mm on a 24-hour clock. */
  readonly showTimePicker?: boolean;
  /** Preset ranges offered as buttons (those longer than maxDays are not offered). */
  readonly presets?: readonly DateRangePreset[];
  /** The IANA zone the presets' days are counted in; the browser's zone without it. */
  readonly timeZone?: string;
  /** Names of the two pickers' fields; `${name}Start` / `${name}End` unless given. */
  readonly startName?: string;
  readonly endName?: string;
}

/**
 * Spec §5 date range picker: a start and an end picker on a 24-hour clock, with a maximum number of
 * selectable days. The end picker offers nothing before the start nor past the maximum; an end
 * typed before the start, or a range longer than the maximum, shows an error.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  const { t } = useTranslation();
  const { value, onChange, onBlur, label, maxDays, showTimePicker, presets = [], timeZone, disabled } = props;
  const range = value ?? { start: null, end: null };
  const problem = dateRangeProblem(range, maxDays);
  const problemText =
    problem === 'endBeforeStart'
      ? t('widgets.dateRange.endBeforeStart')
      : problem === 'tooLong'
        ? t('widgets.dateRange.tooLong', { count: maxDays })
        : undefined;
  const given = errorMessages(props.error);
  const messages = [...given, ...(problemText ? [problemText] : [])];

  const offered = presets.filter((preset) => {
    const { start, end } = presetRange(preset, undefined, timeZone);
    return maxDays === undefined || rangeDays(start, end) <= maxDays;
  });

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      {label && <FormLabel component="legend">{label}</FormLabel>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          name={props.startName ?? `${props.name}Start`}
          label={t('widgets.dateRange.start')}
          value={range.start}
          onChange={(start) => onChange({ ...range, start })}
          onBlur={onBlur}
          showTimePicker={showTimePicker}
          required={props.required}
          disabled={disabled}
          invalid={given.length > 0 && !range.start}
        />
        <DatePicker
          name={props.endName ?? `${props.name}End`}
          label={t('widgets.dateRange.end')}
          value={range.end}
          onChange={(end) => onChange({ ...range, end })}
          onBlur={onBlur}
          showTimePicker={showTimePicker}
          required={props.required}
          disabled={disabled}
          minDate={range.start ?? undefined}
          maxDate={range.start && maxDays !== undefined ? latestEnd(range.start, maxDays) : undefined}
          invalid={problem !== null || (given.length > 0 && !range.end)}
        />
      </Stack>
      {offered.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {offered.map((preset) => (
            <Button
              key={preset}
              size="small"
              variant="outlined"
              disabled={disabled}
              onClick={() => onChange(presetRange(preset, undefined, timeZone))}
            >
              {t(`widgets.dateRange.presets.${preset}`)}
            </Button>
          ))}
        </Stack>
      )}
      {messages.length > 0 ? (
        messages.map((message) => (
          <FormHelperText key={message} error>
            {message}
          </FormHelperText>
        ))
      ) : props.helperText ? (
        <FormHelperText>{props.helperText}</FormHelperText>
      ) : null}
    </Stack>
  );
}
