import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DISPUTE_CATEGORIES, DISPUTE_STATUSES } from '@paydesk/contracts/disputes/dispute.model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayFilterField } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import type { DisputeFilterState } from './dispute-filters';

/**
 * The lookup's filters; each change goes to the URL (the search box when it is submitted). The
 * opening days use the portal's date picker (DD/MM/YYYY, spec §9), as every date field does.
 */
export function DisputeFiltersBar({
  state,
  onChange,
}: {
  state: DisputeFilterState;
  onChange: (next: Partial<DisputeFilterState>) => void;
}) {
  const { t } = useTranslation();
  const merchants = useActiveMerchants(true);
  const [search, setSearch] = useState(state.search);
  useEffect(() => setSearch(state.search), [state.search]);
  const small = { size: 'small', sx: { minWidth: 160 } } as const;
  return (
    <FilterBar label={t('disputes.filters.label')} onSubmit={() => onChange({ search })}>
      <TextField
        {...small}
        label={t('disputes.filters.search')}
        helperText={t('disputes.filters.searchHint')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onBlur={() => search !== state.search && onChange({ search })}
        sx={{ minWidth: 280 }}
      />
      <TextField
        {...small}
        select
        label={t('disputes.filters.status')}
        value={state.status}
        onChange={(e) => onChange({ status: e.target.value as DisputeFilterState['status'] })}
      >
        <MenuItem value="">{t('disputes.filters.any')}</MenuItem>
        {DISPUTE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`disputes.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        select
        label={t('disputes.filters.category')}
        value={state.category}
        onChange={(e) => onChange({ category: e.target.value as DisputeFilterState['category'] })}
      >
        <MenuItem value="">{t('disputes.filters.any')}</MenuItem>
        {DISPUTE_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`disputes.category.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        select
        label={t('disputes.filters.merchant')}
        value={merchants.data?.some((m) => m.id === state.merchantId) ? state.merchantId : ''}
        onChange={(e) => onChange({ merchantId: e.target.value })}
      >
        <MenuItem value="">{t('disputes.filters.any')}</MenuItem>
        {(merchants.data ?? []).map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...small}
        label={t('disputes.filters.currency')}
        value={state.currency}
        onChange={(e) => {
          const code = e.target.value.toUpperCase();
          if (code === '' || /^[A-Z]{3}$/.test(code)) onChange({ currency: code });
        }}
        slotProps={{ htmlInput: { maxLength: 3 } }}
        sx={{ width: 110 }}
      />
      {(['openedFrom', 'openedTo'] as const).map((key) => (
        <DayFilterField
          key={key}
          name={key}
          label={t(`disputes.filters.${key}`)}
          day={state[key]}
          onChange={(day) => onChange({ [key]: day })}
        />
      ))}
      <Button
        onClick={() =>
          onChange({
            status: '',
            category: '',
            merchantId: '',
            currency: '',
            search: '',
            openedFrom: '',
            openedTo: '',
          })
        }
      >
        {t('disputes.filters.clear')}
      </Button>
    </FilterBar>
  );
}
