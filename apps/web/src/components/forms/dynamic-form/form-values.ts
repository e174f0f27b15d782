import { endNameOf, type FormFieldDefinition, startNameOf } from '@paydesk/contracts/validation/form-field';
import type { Dayjs } from 'dayjs';
import { toDayjs } from '../../../lib/dates/parse-date';

/** The value one field submits, by its type (spec §3 field types). */
type FieldValue<F> = F extends { type: 'input'; inputType: 'number' }
  ? number | null
  : F extends { type: 'input' }
    ? string
    : F extends { type: 'checkbox' }
      ? boolean
      : F extends { type: 'multiSelectAutoComplete' }
        ? string[]
        : F extends { type: 'date' }
          ? Date | null
          : string | null;

type SingleValued<F> = F extends { type: 'button' | 'dateRangePicker' } ? never : F;

type RangeKeys<F> = F extends { type: 'dateRangePicker' }
  ?
      | (F extends { startDateName: infer S extends string } ? S : 'startDate')
      | (F extends { endDateName: infer E extends string } ? E : 'endDate')
  : never;

/**
 * The typed values a form of `fields` submits. With a definition written `as const`, each name gets
 * its type: input → string (number | null for inputType number), checkbox → boolean,
 * multiSelectAutoComplete → string[], date → Date | null, a date range → its start and end names
 * as Date | null, the single selects and radio buttons → the chosen option's key or id as text, or null.
 */
export type DynamicFormValues<F extends readonly FormFieldDefinition[]> = {
  [K in SingleValued<F[number]> as K['name']]: FieldValue<K>;
} & { [K in RangeKeys<F[number]>]: Date | null };

/** What react-hook-form holds while the form is edited (dates as Dayjs, for the pickers). */
export type EditedValue = string | boolean | string[] | Dayjs | null;
export type EditedValues = Record<string, EditedValue>;

function initialValue(field: FormFieldDefinition): EditedValue {
  const { value } = field;
  switch (field.type) {
    case 'input':
      return value === null || value === undefined ? '' : String(value);
    case 'checkbox':
      return value === true || value === 'true';
    case 'multiSelectAutoComplete':
      return Array.isArray(value) ? [...value] : [];
    case 'date':
      return toDayjs(value);
    default:
      return value === null || value === undefined || value === '' ? null : String(value);
  }
}

/** The form's starting values from the definitions' `value`s. */
export function defaultValuesOf(fields: readonly FormFieldDefinition[]): EditedValues {
  const values: EditedValues = {};
  for (const field of fields) {
    if (field.type === 'button') continue;
    if (field.type === 'dateRangePicker') {
      values[startNameOf(field)] = null;
      values[endNameOf(field)] = null;
    } else {
      values[field.name] = initialValue(field);
    }
  }
  return values;
}

function asDate(value: EditedValue | undefined): Date | null {
  return value && typeof value === 'object' && 'toDate' in value ? value.toDate() : null;
}

/** The submitted values: dates as Date, number inputs as numbers. */
export function submittedValuesOf<F extends readonly FormFieldDefinition[]>(
  fields: F,
  edited: EditedValues,
): DynamicFormValues<F> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'button') continue;
    if (field.type === 'dateRangePicker') {
      values[startNameOf(field)] = asDate(edited[startNameOf(field)]);
      values[endNameOf(field)] = asDate(edited[endNameOf(field)]);
      continue;
    }
    const value = edited[field.name];
    if (field.type === 'date') values[field.name] = asDate(value);
    else if (field.type === 'input' && field.inputType === 'number')
      values[field.name] = value === '' || value === null || value === undefined ? null : Number(value);
    else values[field.name] = value;
  }
  return values as DynamicFormValues<F>;
}
