import TextField from '@mui/material/TextField';
import type { InputKind } from '@paydesk/contracts/validation/sanitise';
import { fieldHelperText } from '../field-helper-text';
import { type FieldProps, hasError } from '../field-props';
import { withRemovalNote } from './removal-note';
import { maxLengthFor } from './text-input';
import { useSanitisedDraft } from './use-sanitised-draft';

/** Spec §9: textarea defaults 3 rows, min height 60, max 300; beyond it the text scrolls. */
export const TEXTAREA_DEFAULTS = { rows: 3, minHeight: 60, maxHeight: 300 } as const;

export interface TextareaProps extends FieldProps<string> {
  readonly rows?: number;
  /** The sanitiser: `text` (free text with line breaks) unless said otherwise. */
  readonly type?: Extract<InputKind, 'text' | 'other'>;
  readonly maxLength?: number;
  readonly placeholder?: string;
}

export function Textarea({
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
  rows = TEXTAREA_DEFAULTS.rows,
  type = 'text',
  maxLength,
  placeholder,
}: TextareaProps) {
  const { shown, change, blur, note } = useSanitisedDraft(value ?? '', onChange, type, onBlur);
  return (
    <TextField
      multiline
      rows={rows}
      name={name}
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
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: maxLengthFor(type, maxLength),
          // Inline, so the fixed row count cannot shrink it below 60 px or grow it past 300 px.
          style: {
            minHeight: TEXTAREA_DEFAULTS.minHeight,
            maxHeight: TEXTAREA_DEFAULTS.maxHeight,
            overflowY: 'auto',
            resize: 'vertical',
          },
        },
      }}
    />
  );
}
