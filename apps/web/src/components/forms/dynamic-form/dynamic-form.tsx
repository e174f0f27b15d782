import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormFieldDefinition } from '@paydesk/contracts/validation/form-field';
import { useForm } from 'react-hook-form';
import { DynamicField } from './dynamic-field';
import { type DynamicFormValues, defaultValuesOf, type EditedValues, submittedValuesOf } from './form-values';
import type { OptionsLoader } from './select-with-api';

export interface DynamicFormProps<F extends readonly FormFieldDefinition[]> {
  /** The field definitions (spec §3); write them `as const` to get typed values. */
  readonly fields: F;
  readonly onSubmit: (values: DynamicFormValues<F>) => void | Promise<void>;
  /** Loads the options of selectWithApi fields from their `api`. */
  readonly loadOptions?: OptionsLoader;
  /** The form element's id, for a submit button outside the form (a dialog's actions). */
  readonly id?: string;
}

/**
 * Spec §2 dynamic form renderer: draws `fields` in order with react-hook-form. Each field shows
 * the message of every failed named validation (after it was left once, or on submit); `button`
 * fields submit, and are disabled while the form is invalid or submitting. Submit hands over the
 * typed values (see DynamicFormValues).
 */
export function DynamicForm<const F extends readonly FormFieldDefinition[]>({
  fields,
  onSubmit,
  loadOptions,
  id,
}: DynamicFormProps<F>) {
  const { control, handleSubmit, formState } = useForm<EditedValues>({
    defaultValues: defaultValuesOf(fields),
    mode: 'onTouched',
    criteriaMode: 'all',
  });
  const submit = handleSubmit((edited) => onSubmit(submittedValuesOf(fields, edited)));
  return (
    <Stack component="form" id={id} noValidate spacing={2} onSubmit={submit}>
      {fields.map((field) =>
        field.type === 'button' ? (
          <Button
            key={field.name}
            name={field.name}
            type="submit"
            variant="contained"
            disabled={!formState.isValid || formState.isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {field.label}
          </Button>
        ) : (
          <DynamicField key={field.name} field={field} control={control} loadOptions={loadOptions} />
        ),
      )}
    </Stack>
  );
}
