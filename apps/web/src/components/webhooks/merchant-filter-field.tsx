import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '../../lib/transactions/lookup-options';
import { OptionFilterField } from '../filters/option-filter-field';

/**
 * One merchant of those the operator may see (their customer limits), or any: the webhook screens
 * filter by a single merchant, as their calls take one `merchantId`. A merchant of the URL that is
 * not (yet) in the list still shows, by its id.
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
  return (
    <OptionFilterField
      name="merchant"
      value={value}
      onChange={onChange}
      label={t('reports.webhooks.filters.merchant')}
      anyLabel={t('reports.webhooks.filters.anyMerchant')}
      options={merchants.data ?? []}
      minWidth={220}
    />
  );
}
