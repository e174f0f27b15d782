import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { applyPercentage } from '@paydesk/contracts/validation/numeric';
import type { FieldProps } from '../field-props';
import { textFieldProps } from '../text-field-props';

/**
 * Spec §5 percentage: at most two integer digits (three for 100, the maximum), at most two decimals,
 * no leading dot, no leading double zero. A change that breaks the rule is not taken.
 */
export function PercentageInput(props: FieldProps<string>) {
  const { value, onChange, onBlur } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      value={value ?? ''}
      onChange={(event) => {
        const next = applyPercentage(value ?? '', event.target.value);
        if (next !== value) onChange(next);
      }}
      onBlur={onBlur}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 6 },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );
}
