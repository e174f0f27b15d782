import TextField from '@mui/material/TextField';
import type { FilterOption } from '../../lib/transactions/lookup-options';

/**
 * One value of a list, or any (a native select): a report filter over a reference list (payment
 * methods, service providers, tenants) or a fixed set. A value of the URL that is not (yet) in the
 * list still shows, by itself, so the filter on screen is always the one sent.
 */
export function OptionFilterField({
  name,
  value,
  onChange,
  label,
  anyLabel,
  options,
  minWidth = 200,
}: {
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly label: string;
  readonly anyLabel: string;
  readonly options: readonly FilterOption[];
  readonly minWidth?: number;
}) {
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      size="small"
      select
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth }}
    >
      <option value="">{anyLabel}</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
