import { Textarea } from './textarea';

/** Contracts: reasons and comments are at most 500 characters. */
export const REASON_MAX_LENGTH = 500;

interface ReasonFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/** A free-text reason or comment of an action. */
export function ReasonField({ name, label, value, onChange, error, required, disabled }: ReasonFieldProps) {
  return (
    <Textarea
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      disabled={disabled}
      rows={2}
      maxLength={REASON_MAX_LENGTH}
    />
  );
}
