import Stack from '@mui/material/Stack';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import { TenantFilterField } from '../../../components/filters/tenant-filter-field';
import { DayRangeFields } from '../../../components/forms/day-filter/day-filter-field';
import { MultiFilter } from '../../../components/transaction-lookup/multi-filter';
import {
  useCustomerOptions,
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
} from '../../../lib/transactions/lookup-options';
import type { ReportAudience } from '../model/report-audience';
import type { ListFilter, ReportFilterState } from '../model/report-filters';

interface ReportFiltersBarProps {
  readonly audience: ReportAudience;
  readonly state: ReportFilterState;
  /** The list filters this report offers (a decline report has no status filter). */
  readonly lists: readonly ListFilter[];
  /** Offer a tenant (`tenantId`): platform staff on a report whose call narrows by it. */
  readonly tenant?: boolean;
  readonly onChange: (patch: Partial<ReportFilterState>) => void;
}

/**
 * A report's filters, each applied at once and kept in the URL: the days (both included, in the
 * user's zone), the tenant when the report offers it, and the lists the report narrows by. Merchants
 * are not offered to a merchant user.
 */
export function ReportFiltersBar({ audience, state, lists, tenant, onChange }: ReportFiltersBarProps) {
  const { t } = useTranslation();
  const offered = (filter: ListFilter) =>
    lists.includes(filter) && (filter !== 'customer' || audience === 'operator');
  const currencies = useLookupCurrencies();
  const customers = useCustomerOptions(offered('customer') ? 'tenant' : 'merchant');
  const methods = usePaymentMethodOptions(offered('paymentMethod'));
  const providers = useServiceProviderOptions(offered('serviceProvider'));
  return (
    <Stack component="section" aria-label={t('reports.filters.label')} spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <DayRangeFields
          labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
          from={state.from}
          to={state.to}
          onChange={onChange}
        />
        {tenant && audience === 'operator' && (
          <TenantFilterField
            value={state.tenantId}
            // Another tenant's merchants are not this one's: the merchants chosen go with the tenant.
            onChange={(tenantId) => onChange({ tenantId, customer: [] })}
            label={t('reports.filters.tenant')}
            anyLabel={t('reports.filters.anyTenant')}
          />
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {offered('currency') && (
          <MultiFilter
            name="currency"
            label={t('reports.filters.currency')}
            value={state.currency}
            options={(currencies.data ?? []).map((c) => ({ value: c.id, label: `${c.id} — ${c.name}` }))}
            loading={currencies.isPending}
            onChange={(currency) => onChange({ currency })}
          />
        )}
        {offered('customer') && (
          <MultiFilter
            name="customer"
            label={t('reports.filters.customer')}
            value={state.customer}
            options={customers.data ?? []}
            loading={customers.isPending}
            onChange={(customer) => onChange({ customer })}
          />
        )}
        {offered('paymentMethod') && (
          <MultiFilter
            name="paymentMethod"
            label={t('reports.filters.paymentMethod')}
            value={state.paymentMethod}
            options={methods.data ?? []}
            loading={methods.isPending}
            onChange={(paymentMethod) => onChange({ paymentMethod })}
          />
        )}
        {offered('serviceProvider') && (
          <MultiFilter
            name="serviceProvider"
            label={t('reports.filters.serviceProvider')}
            value={state.serviceProvider}
            options={providers.data ?? []}
            loading={providers.isPending}
            onChange={(serviceProvider) => onChange({ serviceProvider })}
          />
        )}
        {offered('transactionType') && (
          <MultiFilter
            name="transactionType"
            label={t('reports.filters.transactionType')}
            value={state.transactionType}
            options={TRANSACTION_TYPES.map((s) => ({ value: s, label: t(`transactions.types.${s}`) }))}
            onChange={(transactionType) => onChange({ transactionType })}
          />
        )}
        {offered('transactionStatus') && (
          <MultiFilter
            name="transactionStatus"
            label={t('reports.filters.transactionStatus')}
            value={state.transactionStatus}
            options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`transactions.statuses.${s}`) }))}
            onChange={(transactionStatus) => onChange({ transactionStatus })}
          />
        )}
      </Stack>
    </Stack>
  );
}
