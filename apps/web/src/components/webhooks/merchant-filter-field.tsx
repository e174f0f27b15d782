import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '../../lib/transactions/lookup-options';

/**
 * One merchant of those the operator may see (their customer limits), or any: the webhook screens
 * filter by a single merchant, as their calls take one `merchantId`.
 */
export function MerchantFilterField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (merchantId: string) => void;
}) {
  const { t } = useTranslation();
  const merchants = useCustomerOptions('tenant');
  const options = merchants.data ?? [];
  // A merchant of the URL that is not (yet) in the list still shows, by its id.
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      size="small"
      select
      name="merchant"
      label={t('reports.webhooks.filters.merchant')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 220 }}
    >
      <option value="">{t('reports.webhooks.filters.anyMerchant')}</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
