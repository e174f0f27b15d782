import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/numeric/amount-input';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import type { SelectOption } from '../../../components/forms/select/select-options';
import { emptyRow, fieldKey, type LimitErrors, type LimitRow } from './payout-limits-form';

const AMOUNT_FIELDS = ['perPayout', 'perDay'] as const;

interface Props {
  readonly rows: readonly LimitRow[];
  readonly onChange: (rows: LimitRow[]) => void;
  readonly currencies: readonly SelectOption[];
  readonly errors: LimitErrors;
  readonly disabled: boolean;
}

/** One row per currency: the currency, the limit per payout and per day (empty: inherited). */
export function PayoutLimitRows({ rows, onChange, currencies, errors, disabled }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<LimitRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack spacing={2}>
      {rows.map((row, index) => (
        <Stack
          key={row.key}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <SearchableSelect
            name={fieldKey(index, 'currency')}
            label={t('transactionDetails.payoutLimits.currency')}
            value={row.currency}
            onChange={(currency) => change(index, { currency })}
            options={currencies}
            error={errors[fieldKey(index, 'currency')]}
            disabled={disabled}
          />
          {AMOUNT_FIELDS.map((field) => (
            <AmountInput
              key={field}
              name={fieldKey(index, field)}
              label={t(`transactionDetails.payoutLimits.${field}`)}
              value={row[field]}
              onChange={(value) => change(index, { [field]: value })}
              error={errors[fieldKey(index, field)]}
              disabled={disabled}
              maxLength={24}
            />
          ))}
          <IconButton
            aria-label={t('transactionDetails.payoutLimits.remove', { currency: row.currency ?? '' })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
            disabled={disabled}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        onClick={() => onChange([...rows, emptyRow()])}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('transactionDetails.payoutLimits.add')}
      </Button>
    </Stack>
  );
}
