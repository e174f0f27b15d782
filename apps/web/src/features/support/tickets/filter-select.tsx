import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

interface CommonProps {
  readonly name: string;
  readonly label: string;
  readonly options: readonly FilterOption[];
}

type FilterSelectProps = CommonProps &
  (
    | { readonly multiple: true; readonly value: readonly string[]; readonly onChange: (v: string[]) => void }
    | {
        readonly multiple?: false;
        readonly value: string | null;
        readonly onChange: (v: string | null) => void;
      }
  );

const ANY = '';

/** A compact list filter: one value (with "Any") or several (none chosen means any). */
export function FilterSelect(props: FilterSelectProps) {
  const { t } = useTranslation();
  const labelOf = (value: string) => props.options.find((o) => o.value === value)?.label ?? value;
  const id = `filter-${props.name}`;
  return (
    <TextField
      select
      size="small"
      id={id}
      label={props.label}
      value={props.multiple ? [...props.value] : (props.value ?? ANY)}
      onChange={(event) => {
        const raw = event.target.value as unknown as string | string[];
        if (props.multiple) props.onChange(typeof raw === 'string' ? raw.split(',') : raw);
        else props.onChange(raw === ANY ? null : (raw as string));
      }}
      sx={{ minWidth: 160 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: props.multiple,
          displayEmpty: true,
          renderValue: (selected: unknown) => {
            const values = Array.isArray(selected) ? (selected as string[]) : [selected as string];
            const chosen = values.filter((v) => v !== ANY);
            return chosen.length === 0 ? t('support.list.filters.any') : chosen.map(labelOf).join(', ');
          },
        },
      }}
    >
      {!props.multiple && <MenuItem value={ANY}>{t('support.list.filters.any')}</MenuItem>}
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
