import TextField from '@mui/material/TextField';
import {
  applyDigitOnly,
  type DigitOnlyOptions,
  insertDigits,
  isBelowMin,
} from '@paydesk/contracts/validation/numeric';
import { type ClipboardEvent, type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldProps, hasError } from '../field-props';
import { textFieldProps } from '../text-field-props';

export interface DigitInputProps extends FieldProps<string>, DigitOnlyOptions {}

/**
 * Spec §5 digit-only input: digits, an optional single decimal separator, an optional pattern and
 * min/max bounds; pasted or dropped text is cleaned before it is inserted; the max length holds.
 * A value above max or against the pattern is not taken; a value below min is accepted while typing
 * ("1" on the way to "15") and reported once the field loses focus.
 */
export function DigitInput(props: DigitInputProps) {
  const { t } = useTranslation();
  const {
    value = '',
    onChange,
    onBlur,
    error,
    allowDecimal,
    decimalSeparator,
    pattern,
    min,
    max,
    maxLength,
  } = props;
  const options: DigitOnlyOptions = { allowDecimal, decimalSeparator, pattern, min, max, maxLength };
  const [blurred, setBlurred] = useState(false);

  const take = (next: string) => {
    if (next !== value) onChange(next);
  };
  const insert = (input: HTMLInputElement, text: string) => {
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    take(insertDigits(value, { start, end }, text, options));
  };

  const belowMin = blurred && isBelowMin(value, options);
  const shownError = hasError(error) ? error : belowMin ? t('widgets.number.belowMin', { min }) : undefined;

  return (
    <TextField
      {...textFieldProps({ ...props, error: shownError })}
      value={value}
      onChange={(event) => take(applyDigitOnly(value, event.target.value, options))}
      onPaste={(event: ClipboardEvent<HTMLDivElement>) => {
        event.preventDefault();
        insert(event.target as HTMLInputElement, event.clipboardData.getData('text'));
      }}
      onDrop={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        const input = event.target as HTMLInputElement;
        input.setSelectionRange(value.length, value.length);
        insert(input, event.dataTransfer.getData('text'));
      }}
      onFocus={() => setBlurred(false)}
      onBlur={() => {
        setBlurred(true);
        onBlur?.();
      }}
      slotProps={{ htmlInput: { inputMode: allowDecimal ? 'decimal' : 'numeric', maxLength } }}
    />
  );
}
