import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_OUTCOMES } from '@paydesk/contracts/audit/audit.schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayFilterField } from '../../../components/forms/day-filter/day-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { type AuditFilterState, TEXT_FILTERS } from '../model/audit-filters';

type TextFilters = Pick<AuditFilterState, (typeof TEXT_FILTERS)[number]>;

const textsOf = (state: AuditFilterState): TextFilters => ({
  resourceType: state.resourceType,
  resourceId: state.resourceId,
  actor: state.actor,
  action: state.action,
});

/**
 * The panel's filters: the text fields apply together (Apply, or Enter), the outcome and the days at
 * once; every change goes to the URL. The days use the portal's date picker (DD/MM/YYYY, spec §9).
 */
export function AuditFiltersBar({
  state,
  onChange,
}: {
  state: AuditFilterState;
  onChange: (next: Partial<AuditFilterState>) => void;
}) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<TextFilters>(() => textsOf(state));
  const { resourceType, resourceId, actor, action } = state;
  useEffect(
    () => setTexts({ resourceType, resourceId, actor, action }),
    [resourceType, resourceId, actor, action],
  );
  const small = { size: 'small', sx: { minWidth: 170 } } as const;
  const hints: Partial<Record<(typeof TEXT_FILTERS)[number], string>> = {
    actor: t('audit.filters.actorHint'),
    action: t('audit.filters.actionHint'),
  };
  return (
    <FilterBar label={t('audit.filters.label')} onSubmit={() => onChange(texts)}>
      {TEXT_FILTERS.map((key) => (
        <TextField
          key={key}
          {...small}
          name={key}
          label={t(`audit.filters.${key}`)}
          helperText={hints[key]}
          value={texts[key]}
          onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
          slotProps={{ htmlInput: { maxLength: key === 'actor' ? 254 : 100 } }}
        />
      ))}
      <TextField
        {...small}
        select
        label={t('audit.filters.outcome')}
        value={state.outcome}
        onChange={(e) => onChange({ ...texts, outcome: e.target.value as AuditFilterState['outcome'] })}
      >
        <MenuItem value="">{t('audit.filters.any')}</MenuItem>
        {AUDIT_OUTCOMES.map((outcome) => (
          <MenuItem key={outcome} value={outcome}>
            {t(`audit.outcome.${outcome}`)}
          </MenuItem>
        ))}
      </TextField>
      {(['from', 'to'] as const).map((key) => (
        <DayFilterField
          key={key}
          name={key}
          label={t(`audit.filters.${key}`)}
          day={state[key]}
          onChange={(day) => onChange({ [key]: day })}
        />
      ))}
      <Button type="submit" variant="contained">
        {t('audit.filters.apply')}
      </Button>
      <Button
        onClick={() =>
          onChange({ resourceType: '', resourceId: '', actor: '', action: '', outcome: '', from: '', to: '' })
        }
      >
        {t('audit.filters.clear')}
      </Button>
    </FilterBar>
  );
}
