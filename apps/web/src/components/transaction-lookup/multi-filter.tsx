import type { SelectOption } from '@paydesk/contracts/validation/form-field';
import { useTranslation } from 'react-i18next';
import { SearchableMultiSelect } from '../forms/select/searchable-multi-select';

interface MultiFilterProps {
  readonly name: string;
  readonly label: string;
  readonly value: readonly string[];
  readonly options: readonly SelectOption[];
  readonly loading?: boolean;
  readonly onChange: (values: string[]) => void;
}

/** A filter of several values with search (none chosen means any). */
export function MultiFilter({ name, label, value, options, loading, onChange }: MultiFilterProps) {
  const { t } = useTranslation();
  return (
    <div style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}>
      <SearchableMultiSelect
        name={name}
        label={label}
        value={[...value]}
        options={options}
        loading={loading}
        placeholder={value.length === 0 ? t('transactions.filters.any') : undefined}
        onChange={onChange}
      />
    </div>
  );
}
