import TextField from '@mui/material/TextField';
import { CARD_NUMBER_MAX_DIGITS, maskCardNumber, toCardDigits } from '@paydesk/contracts/validation/numeric';
import { useState } from 'react';
import type { FieldProps } from '../field-props';
import { textFieldProps } from '../text-field-props';

/**
 * Spec §5 card-number mask. The value (`value`/`onChange`) is the full number, digits only. The
 * input element shows it in full only while it has focus; on blur it shows the first 6 and last 4
 * digits with the middle masked, so the full number is not left on screen or in the page.
 */
export function CardNumberInput(props: FieldProps<string>) {
  const { value = '', onChange, onBlur } = props;
  const [focused, setFocused] = useState(false);
  return (
    <TextField
      {...textFieldProps(props)}
      value={focused ? value : maskCardNumber(value)}
      onChange={(event) => {
        const next = toCardDigits(event.target.value);
        if (next !== value) onChange(next);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: CARD_NUMBER_MAX_DIGITS },
      }}
    />
  );
}
