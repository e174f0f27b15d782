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
  /** The empty first option's words: "Choose…" by default; a filter's reads e.g. "All". */
  readonly emptyLabel?: string;
}

/**
 * A native select (keyboard and screen readers know it) with an empty first option: "Choose…", or
 * `emptyLabel` (a filter's "All").
 */
export function OptionSelect({
  name,
  label,
  value,
  onChange,
  options,
  error,
  disabled,
  required,
  emptyLabel,
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
      <option value="">{emptyLabel ?? t('transactionDetails.actions.chooseOne')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
