import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface Option {
  readonly value: string;
  readonly label: string;
}

interface OptionSelectProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly Option[];
  readonly error?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/** A native select (keyboard and screen readers know it) with an empty "Choose…" first option. */
export function OptionSelect({
  name,
  label,
  value,
  onChange,
  options,
  error,
  disabled,
  required,
}: OptionSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error}
      disabled={disabled}
      required={required}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('transactionDetails.actions.chooseOne')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
