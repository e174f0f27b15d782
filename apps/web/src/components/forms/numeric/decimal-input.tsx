import TextField from '@mui/material/TextField';
import { toDecimalOnly } from '@paydesk/contracts/validation/numeric';
import type { FieldProps } from '../field-props';
import { textFieldProps } from '../text-field-props';

export interface DecimalInputProps extends FieldProps<string> {
  readonly maxLength?: number;
}

/** A decimal field whose typed or pasted text is cleaned by `clean` before it becomes the value. */
export function CleanedDecimalInput(props: DecimalInputProps & { readonly clean: (raw: string) => string }) {
  const { value, onChange, onBlur, maxLength, clean } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      value={value ?? ''}
      onChange={(event) => {
        const next = clean(event.target.value).slice(0, maxLength);
        if (next !== value) onChange(next);
      }}
      onBlur={onBlur}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength, autoComplete: 'off' } }}
    />
  );
}

/** Spec §5 decimal-only: digits with at most one decimal point; a typed or pasted comma becomes a point. */
export function DecimalInput(props: DecimalInputProps) {
  return <CleanedDecimalInput {...props} clean={toDecimalOnly} />;
}
