import { DatePicker as MuiDatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import {
  PICKER_DATE_FORMAT,
  PICKER_DATE_TIME_FORMAT,
  PICKER_TIME_STEPS,
} from '../../../lib/dates/date-formats';
import { fieldHelperText } from '../field-helper-text';
import { type FieldProps, hasError } from '../field-props';
import { PickerLocalization } from './picker-localization';

export interface DatePickerProps extends FieldProps<Dayjs | null> {
  /** Also pick a time, HH:mm on a 24-hour clock. */
  readonly showTimePicker?: boolean;
  /** The earliest selectable moment (date and, with the time picker, time). */
  readonly minDate?: Dayjs;
  readonly maxDate?: Dayjs;
  /** Marks the field invalid without a message of its own (a date range shows one for both). */
  readonly invalid?: boolean;
}

/**
 * Spec §2/§9 date picker: shows DD/MM/YYYY, or DD/MM/YYYY HH:mm with the time picker (hour step 1,
 * minute step 5, no seconds, 24-hour clock).
 */
export function DatePicker(props: DatePickerProps) {
  const { value, onChange, onBlur, label, disabled, showTimePicker, minDate, maxDate } = props;
  const slotProps = {
    textField: {
      name: props.name,
      required: props.required,
      onBlur,
      inputRef: props.ref,
      fullWidth: true,
      helperText: fieldHelperText(props.error, props.helperText),
      // Only forced on: otherwise the picker marks an impossible typed date itself.
      ...((hasError(props.error) || props.invalid) && { error: true }),
    },
  };
  const common = {
    label,
    value: value ?? null,
    onChange: (next: Dayjs | null) => onChange(next),
    disabled,
    minDate,
    maxDate,
    slotProps,
  };
  return (
    <PickerLocalization>
      {showTimePicker ? (
        <DateTimePicker
          {...common}
          format={PICKER_DATE_TIME_FORMAT}
          ampm={false}
          timeSteps={PICKER_TIME_STEPS}
          views={['year', 'month', 'day', 'hours', 'minutes']}
        />
      ) : (
        <MuiDatePicker {...common} format={PICKER_DATE_FORMAT} />
      )}
    </PickerLocalization>
  );
}
