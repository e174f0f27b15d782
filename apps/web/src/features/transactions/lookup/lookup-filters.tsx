import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { searchesAllDates } from '@paydesk/contracts/transactions/exact-id-search';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import { CreatedRangeFilter } from '../../../components/transaction-lookup/created-range-filter';
import { MultiFilter } from '../../../components/transaction-lookup/multi-filter';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import {
  useCustomerOptions,
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
  useTenantOptions,
} from '../../../lib/transactions/lookup-options';
import type { LookupState } from '../../../lib/transactions/lookup-params';
import { amountFilterDecimals } from '../../../lib/transactions/money-display';
import { AmountRangeFilter } from './amount-range-filter';
import { SearchBox } from './search-box';
import { TextFilter } from './text-filter';

interface LookupFiltersProps {
  readonly area: LookupArea;
  readonly state: LookupState;
  readonly startOfToday: string;
  readonly update: (patch: Partial<LookupState>) => void;
}

const hasSecondary = (s: LookupState) =>
  s.paymentMethod.length > 0 ||
  s.serviceProvider.length > 0 ||
  s.externalId !== null ||
  s.customerEmail !== null ||
  s.cardLast4 !== null ||
  s.amountFrom !== null ||
  s.amountTo !== null;

/**
 * The lookup's filters. The everyday ones (search, dates, status, type, currency, customer, tenant)
 * are always shown; the rest open with "More filters", and are open when one of them is set. While
 * the search or the external id filter holds an exact id, the lookup searches all dates, and says so.
 */
export function LookupFilters({ area, state, startOfToday, update }: LookupFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(() => hasSecondary(state));
  const currencies = useLookupCurrencies();
  const customers = useCustomerOptions(area);
  const methods = usePaymentMethodOptions();
  const providers = useServiceProviderOptions();
  const tenants = useTenantOptions(area);
  const text = (value: string) => (value === '' ? null : value);
  const shown = open || hasSecondary(state);

  return (
    <Stack component="section" aria-label={t('transactions.filters.label')} spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <SearchBox value={state.searchKey} onSearch={(searchKey) => update({ searchKey })} />
        <CreatedRangeFilter
          startDate={state.startDate}
          endDate={state.endDate}
          startOfToday={startOfToday}
          onChange={update}
        />
      </Stack>
      {/* The server ignores the dates for an exact id (docs/transactions.md "The lookup's filters"). */}
      {searchesAllDates(state, state.searchKey) && (
        <Alert severity="info" role="status" sx={{ alignSelf: 'flex-start', py: 0 }}>
          {t('transactions.filters.allDates')}
        </Alert>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <MultiFilter
          name="status"
          label={t('transactions.filters.status')}
          value={state.status}
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: t(`transactions.statuses.${s}`) }))}
          onChange={(status) => update({ status: status as LookupState['status'] })}
        />
        <MultiFilter
          name="type"
          label={t('transactions.filters.type')}
          value={state.type}
          options={TRANSACTION_TYPES.map((s) => ({ value: s, label: t(`transactions.types.${s}`) }))}
          onChange={(type) => update({ type: type as LookupState['type'] })}
        />
        <MultiFilter
          name="currency"
          label={t('transactions.filters.currency')}
          value={state.currency}
          options={(currencies.data ?? []).map((c) => ({ value: c.id, label: `${c.id} — ${c.name}` }))}
          loading={currencies.isPending}
          onChange={(currency) => update({ currency })}
        />
        {area !== 'merchant' && (
          <MultiFilter
            name="merchantId"
            label={t('transactions.filters.merchant')}
            value={state.merchantId}
            options={customers.data ?? []}
            loading={customers.isPending}
            onChange={(merchantId) => update({ merchantId })}
          />
        )}
        {tenants.offered && (
          <div style={{ minWidth: 200, flex: '1 1 200px', maxWidth: 360 }}>
            <SearchableSelect
              name="tenantId"
              label={t('transactions.filters.tenant')}
              value={state.tenantId}
              options={tenants.data ?? []}
              loading={tenants.isPending}
              placeholder={t('transactions.filters.any')}
              onChange={(tenantId) => update({ tenantId })}
            />
          </div>
        )}
      </Stack>
      <div>
        <Button size="small" onClick={() => setOpen(!shown)} aria-expanded={shown}>
          {shown ? t('transactions.filters.hide') : t('transactions.filters.show')}
        </Button>
      </div>
      <Collapse in={shown} unmountOnExit>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          <MultiFilter
            name="paymentMethod"
            label={t('transactions.filters.paymentMethod')}
            value={state.paymentMethod}
            options={methods.data ?? []}
            loading={methods.isPending}
            onChange={(paymentMethod) => update({ paymentMethod })}
          />
          <MultiFilter
            name="serviceProvider"
            label={t('transactions.filters.serviceProvider')}
            value={state.serviceProvider}
            options={providers.data ?? []}
            loading={providers.isPending}
            onChange={(serviceProvider) => update({ serviceProvider })}
          />
          <TextFilter
            name="externalId"
            label={t('transactions.filters.externalId')}
            value={state.externalId ?? ''}
            maxLength={128}
            onCommit={(v) => update({ externalId: text(v) })}
          />
          <TextFilter
            name="customerEmail"
            label={t('transactions.filters.customerEmail')}
            value={state.customerEmail ?? ''}
            maxLength={254}
            inputMode="email"
            onCommit={(v) => update({ customerEmail: text(v) })}
          />
          <TextFilter
            name="cardLast4"
            label={t('transactions.filters.cardLast4')}
            value={state.cardLast4 ?? ''}
            inputMode="numeric"
            maxLength={4}
            width={140}
            problem={(v) => (/^\d{4}$/.test(v) ? null : t('transactions.filters.cardLast4Invalid'))}
            onCommit={(v) => update({ cardLast4: text(v) })}
          />
          <AmountRangeFilter
            from={state.amountFrom}
            to={state.amountTo}
            decimals={amountFilterDecimals(state.currency, currencies.data)}
            onChange={update}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
