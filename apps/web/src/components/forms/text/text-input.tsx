import TextField from '@mui/material/TextField';
import { type InputKind, MAX_LENGTH_BY_KIND } from '@paydesk/contracts/validation/sanitise';
import type { HTMLInputTypeAttribute } from 'react';
import { fieldHelperText } from '../field-helper-text';
import { type FieldProps, hasError } from '../field-props';
import { withRemovalNote } from './removal-note';
import { useSanitisedDraft } from './use-sanitised-draft';

export interface TextInputProps extends FieldProps<string> {
  /** The input type; it picks the sanitiser and the max length of spec §5. */
  readonly type?: InputKind;
  /** A lower maximum than the type's own. */
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly fullWidth?: boolean;
}

// type="number" would hand us '' for "1." mid-typing; a text input with a numeric keyboard does not.
const HTML_TYPE: Record<InputKind, HTMLInputTypeAttribute> = {
  email: 'email',
  password: 'password',
  text: 'text',
  number: 'text',
  tel: 'tel',
  url: 'url',
  search: 'search',
  other: 'text',
};

const INPUT_MODE: Partial<Record<InputKind, 'decimal' | 'email' | 'tel' | 'url' | 'search'>> = {
  number: 'decimal',
  email: 'email',
  tel: 'tel',
  url: 'url',
  search: 'search',
};

/** The effective max length: the caller's, never above the type's spec maximum. */
export function maxLengthFor(kind: InputKind, maxLength?: number): number {
  return Math.min(maxLength ?? Number.POSITIVE_INFINITY, MAX_LENGTH_BY_KIND[kind]);
}

/**
 * A text input that sanitises as its type (spec §5): the form gets the sanitised value, and the field
 * says under it what that removes before anything is sent (see use-sanitised-draft.ts).
 */
export function TextInput({
  name,
  value,
  onChange,
  onBlur,
  label,
  error,
  helperText,
  required,
  disabled,
  ref,
  type = 'text',
  maxLength,
  placeholder,
  autoComplete,
  fullWidth = true,
}: TextInputProps) {
  const { shown, change, blur, note } = useSanitisedDraft(value ?? '', onChange, type, onBlur);
  return (
    <TextField
      name={name}
      type={HTML_TYPE[type]}
      label={label}
      value={shown}
      onChange={(event) => change(event.target.value)}
      onBlur={blur}
      inputRef={ref}
      error={hasError(error)}
      helperText={withRemovalNote(fieldHelperText(error, helperText), note)}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      autoComplete={autoComplete}
      fullWidth={fullWidth}
      slotProps={{ htmlInput: { maxLength: maxLengthFor(type, maxLength), inputMode: INPUT_MODE[type] } }}
    />
  );
}
