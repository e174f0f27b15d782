import type { TextFieldProps } from '@mui/material/TextField';
import { fieldHelperText } from './field-helper-text';
import { type FieldProps, hasError } from './field-props';

/** The TextField props every text-like widget passes the same way. */
export function textFieldProps<V>(props: FieldProps<V>): Partial<TextFieldProps> {
  return {
    name: props.name,
    label: props.label,
    error: hasError(props.error),
    helperText: fieldHelperText(props.error, props.helperText),
    required: props.required,
    disabled: props.disabled,
    inputRef: props.ref,
    fullWidth: true,
  };
}
