import { z } from 'zod';
import { FieldValidation } from './field-validations';
import { INPUT_KINDS } from './sanitise';

/** Spec §2 "Shared widgets": the field types of the dynamic form renderer. */
export const FORM_FIELD_TYPES = [
  'input',
  'button',
  'select',
  'selectAutoComplete',
  'date',
  'radiobutton',
  'checkbox',
  'multiSelectAutoComplete',
  'dateRangePicker',
  'selectWithApi',
] as const;
export const FormFieldType = z.enum(FORM_FIELD_TYPES);
export type FormFieldType = z.infer<typeof FormFieldType>;

/**
 * The preset ranges a date-range field may offer (spec §3 `ranges`). Named rather than given as
 * dates, because a definition is data (JSON) while "Last 7 days" moves with the clock.
 */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'last90Days',
  'thisMonth',
  'lastMonth',
] as const;
export const DateRangePreset = z.enum(DATE_RANGE_PRESETS);
export type DateRangePreset = z.infer<typeof DateRangePreset>;

const OptionId = z.union([z.string(), z.number()]);

/** Spec §3: options are key/value or id/name pairs. */
export const FieldOption = z.union([
  z.object({ key: OptionId, value: z.string() }),
  z.object({ id: OptionId, name: z.string() }),
]);
export type FieldOption = z.infer<typeof FieldOption>;

/** An option as the widgets use it: `value` is what the form holds, `label` what the user sees. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export function toSelectOption(option: FieldOption): SelectOption {
  return 'key' in option
    ? { value: String(option.key), label: option.value }
    : { value: String(option.id), label: option.name };
}

export const FieldInitialValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()).readonly(),
  z.null(),
]);

/** Spec §3 "Form field definition". */
export const FormFieldDefinition = z
  .object({
    type: FormFieldType,
    name: z.string().min(1).describe('The key of the value in the submitted form values'),
    label: z.string().optional(),
    inputType: z
      .enum(INPUT_KINDS)
      .optional()
      .describe('For `input`: its type, which also picks the sanitiser'),
    value: FieldInitialValue.optional().describe('The initial value; dates as ISO 8601 or DD/MM/YYYY text'),
    validations: z.array(FieldValidation).readonly().optional(),
    options: z
      .array(FieldOption)
      .readonly()
      .optional()
      .describe('For select, selectAutoComplete, radiobutton'),
    api: z
      .string()
      .min(1)
      .optional()
      .describe('For selectWithApi: the lookup endpoint, answering {id, name} items'),
    multiSelectOptions: z.array(FieldOption).readonly().optional().describe('For multiSelectAutoComplete'),
    startDateName: z
      .string()
      .min(1)
      .optional()
      .describe('For dateRangePicker: the key of the start (startDate)'),
    endDateName: z.string().min(1).optional().describe('For dateRangePicker: the key of the end (endDate)'),
    ranges: z.array(DateRangePreset).readonly().optional().describe('For dateRangePicker: preset ranges'),
    maxDaysSelected: z
      .number()
      .int()
      .positive()
      .optional()
      .describe('For dateRangePicker: the longest range'),
    showTimePicker: z.boolean().optional().describe('For date and dateRangePicker: also pick HH:mm'),
  })
  .superRefine((field, context) => {
    if (field.type === 'selectWithApi' && !field.api)
      context.addIssue({ code: 'custom', path: ['api'], message: 'selectWithApi needs an api' });
    if (field.type === 'dateRangePicker' && startNameOf(field) === endNameOf(field))
      context.addIssue({
        code: 'custom',
        path: ['endDateName'],
        message: 'The start and end names must differ',
      });
  });
export type FormFieldDefinition = z.infer<typeof FormFieldDefinition>;

/** A whole form: field names (and range start/end names) are unique. */
export const FormDefinition = z
  .array(FormFieldDefinition)
  .readonly()
  .superRefine((fields, context) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      for (const key of valueKeysOf(field)) {
        if (seen.has(key))
          context.addIssue({ code: 'custom', path: [index, 'name'], message: `Duplicate name ${key}` });
        seen.add(key);
      }
    });
  });

export const DEFAULT_START_DATE_NAME = 'startDate';
export const DEFAULT_END_DATE_NAME = 'endDate';

export function startNameOf(field: Pick<FormFieldDefinition, 'startDateName'>): string {
  return field.startDateName ?? DEFAULT_START_DATE_NAME;
}

export function endNameOf(field: Pick<FormFieldDefinition, 'endDateName'>): string {
  return field.endDateName ?? DEFAULT_END_DATE_NAME;
}

/** The keys a field contributes to the submitted values: none for a button, two for a range. */
export function valueKeysOf(
  field: Pick<FormFieldDefinition, 'type' | 'name' | 'startDateName' | 'endDateName'>,
) {
  if (field.type === 'button') return [];
  if (field.type === 'dateRangePicker') return [startNameOf(field), endNameOf(field)];
  return [field.name];
}
