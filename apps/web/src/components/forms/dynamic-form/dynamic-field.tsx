import {
  endNameOf,
  type FormFieldDefinition,
  startNameOf,
  toSelectOption,
} from '@paydesk/contracts/validation/form-field';
import type { Dayjs } from 'dayjs';
import { type Control, useController } from 'react-hook-form';
import { dateRangeProblem } from '../../../lib/dates/date-range';
import { SearchableMultiSelect } from '../select/searchable-multi-select';
import { SearchableSelect } from '../select/searchable-select';
import { TextInput } from '../text/text-input';
import { CheckboxField, RadioField, SelectField } from './choice-fields';
import { messagesOf, RANGE_RULE, rulesOf } from './field-rules';
import type { EditedValues } from './form-values';
import { DateFieldSuspense, LazyDatePicker, LazyDateRangePicker } from './lazy-date-fields';
import { type OptionsLoader, SelectWithApi } from './select-with-api';

interface DynamicFieldProps {
  readonly field: FormFieldDefinition;
  readonly control: Control<EditedValues>;
  readonly loadOptions?: OptionsLoader;
}

const isRequired = (field: FormFieldDefinition) =>
  field.validations?.some((v) => v.name === 'required') ?? false;

/** One value-holding field of a dynamic form (buttons are drawn by the form). */
export function DynamicField(props: DynamicFieldProps) {
  if (props.field.type === 'dateRangePicker') return <DateRangeField {...props} />;
  return <SingleField {...props} />;
}

function SingleField({ field, control, loadOptions }: DynamicFieldProps) {
  const { field: bound, fieldState } = useController({
    name: field.name,
    control,
    rules: rulesOf(field.validations),
  });
  const common = {
    name: bound.name,
    onBlur: bound.onBlur,
    ref: bound.ref,
    disabled: bound.disabled,
    label: field.label,
    required: isRequired(field),
    error: messagesOf(fieldState.error),
  };
  const options = (field.options ?? []).map(toSelectOption);
  const text = (bound.value as string | null) ?? null;

  switch (field.type) {
    case 'input':
      return (
        <TextInput
          {...common}
          type={field.inputType}
          value={(bound.value as string) ?? ''}
          onChange={bound.onChange}
        />
      );
    case 'select':
      return <SelectField {...common} options={options} value={text} onChange={bound.onChange} />;
    case 'radiobutton':
      return <RadioField {...common} options={options} value={text} onChange={bound.onChange} />;
    case 'checkbox':
      return <CheckboxField {...common} value={bound.value === true} onChange={bound.onChange} />;
    case 'selectAutoComplete':
      return <SearchableSelect {...common} options={options} value={text} onChange={bound.onChange} />;
    case 'multiSelectAutoComplete': {
      const choices = (field.multiSelectOptions ?? field.options ?? []).map(toSelectOption);
      return (
        <SearchableMultiSelect
          {...common}
          options={choices}
          value={(bound.value as string[]) ?? []}
          onChange={bound.onChange}
        />
      );
    }
    case 'selectWithApi':
      return (
        <SelectWithApi
          {...common}
          api={field.api ?? ''}
          loadOptions={loadOptions}
          value={text}
          onChange={bound.onChange}
        />
      );
    case 'date':
      return (
        <DateFieldSuspense>
          <LazyDatePicker
            {...common}
            showTimePicker={field.showTimePicker}
            value={(bound.value as Dayjs | null) ?? null}
            onChange={bound.onChange}
          />
        </DateFieldSuspense>
      );
    default:
      return null;
  }
}

/** A date range writes two values, under the definition's startDateName and endDateName. */
function DateRangeField({ field, control }: DynamicFieldProps) {
  const maxDays = field.maxDaysSelected;
  const start = useController({ name: startNameOf(field), control, rules: rulesOf(field.validations) });
  const end = useController({
    name: endNameOf(field),
    control,
    rules: rulesOf(field.validations, {
      // Keeps the form invalid while the range is; the widget itself shows why.
      [RANGE_RULE]: (value, values?: EditedValues) =>
        dateRangeProblem(
          {
            start: (values?.[startNameOf(field)] as Dayjs | null) ?? null,
            end: (value as Dayjs | null) ?? null,
          },
          maxDays,
        ) === null || RANGE_RULE,
    }),
  });
  const messages = [...new Set([...messagesOf(start.fieldState.error), ...messagesOf(end.fieldState.error)])];
  return (
    <DateFieldSuspense>
      <LazyDateRangePicker
        name={field.name}
        startName={start.field.name}
        endName={end.field.name}
        label={field.label}
        value={{
          start: (start.field.value as Dayjs | null) ?? null,
          end: (end.field.value as Dayjs | null) ?? null,
        }}
        onChange={(range) => {
          start.field.onChange(range.start);
          end.field.onChange(range.end);
        }}
        onBlur={() => {
          start.field.onBlur();
          end.field.onBlur();
        }}
        maxDays={maxDays}
        showTimePicker={field.showTimePicker}
        presets={field.ranges}
        required={isRequired(field)}
        error={messages}
      />
    </DateFieldSuspense>
  );
}
