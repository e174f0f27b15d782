import Typography from '@mui/material/Typography';
import { pmpConfigurationReport } from '@paydesk/contracts/transactions/pmp-configuration.endpoints';
import {
  PMP_CONFIGURATION_PAGING,
  PMP_CONFIGURATION_STATES,
  type PmpConfigurationRow,
  type PmpConfigurationState,
} from '@paydesk/contracts/transactions/pmp-configuration.schemas';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { OptionFilterField } from '../../../components/filters/option-filter-field';
import { TenantFilterField } from '../../../components/filters/tenant-filter-field';
import { FilterBar } from '../../../components/forms/filter-bar/filter-bar';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { MerchantFilterField } from '../../../components/webhooks/merchant-filter-field';
import { csvText } from '../../../lib/format/csv';
import { formatAmount } from '../../../lib/format/number-format';
import { usePaymentMethodOptions, useServiceProviderOptions } from '../../../lib/transactions/lookup-options';
import { allWebhookRows } from '../../../lib/webhooks/webhook-calls';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useReport } from '../api/report-calls';
import { PagedReportTable } from '../components/paged-report-table';
import { ReportFrame } from '../components/report-frame';
import { useReportExport } from '../model/use-report-export';
import {
  type PmpConfigurationFilterState,
  pmpConfigurationFromParams,
  pmpConfigurationParams,
  pmpConfigurationQueryOf,
} from './pmp-configuration-filters';

/** The state's pill: the general statuses' tones (Active good, Pending partly, Inactive off). */
const STATE_TONE: Record<PmpConfigurationState, string> = {
  Enabled: 'Active',
  PartlyEnabled: 'Pending',
  Disabled: 'Inactive',
};

/** A name, with "Switched off" under it when its switch is off (the merchant's, or the reference list's). */
function named(name: string, active: boolean, t: TFunction): ReactNode {
  if (active) return name;
  return (
    <>
      {name}
      <Typography variant="body2" color="text.secondary">
        {t('pmpConfiguration.inactive')}
      </Typography>
    </>
  );
}

const currencyList = (codes: readonly string[], t: TFunction) =>
  codes.length > 0 ? codes.join(', ') : t('pmpConfiguration.none');

/**
 * The PMP configuration report (`crm/reports/pmp-configuration-report`; docs/pmp-configuration.md).
 * The spec does not expand "PMP"; this shows the payment configuration Paydesk stores per merchant:
 * its payment channels, one row per merchant, payment method and service provider, with the
 * currencies enabled and disabled, the channels enabled of all, the merchant's modes and the state.
 * Filters in the URL, a CSV of every row the filters match.
 */
export function PmpConfigurationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const platform = user.userType === 'Platform';
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => pmpConfigurationFromParams(params, { platform }), [params, platform]);
  const update = (patch: Partial<PmpConfigurationFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(pmpConfigurationParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }));
  };
  const query = pmpConfigurationQueryOf(state);
  const page = useReport(pmpConfigurationReport, query);
  const rows = page.data?.data ?? [];
  const methods = usePaymentMethodOptions();
  const providers = useServiceProviderOptions();
  const c = (key: string) => t(`pmpConfiguration.columns.${key}`);
  const f = (key: string) => t(`pmpConfiguration.filters.${key}`);
  const stateLabel = (value: PmpConfigurationState) => t(`pmpConfiguration.states.${value}`);
  const processing = (row: PmpConfigurationRow) => t(`pmpConfiguration.processing.${row.processingStatus}`);
  const yesNo = (value: boolean) => t(value ? 'pmpConfiguration.yes' : 'pmpConfiguration.no');

  const exportCsv = useReportExport(`${t('pmpConfiguration.file')}.csv`, async () => {
    const all = await allWebhookRows(pmpConfigurationReport, query, (answer) => answer);
    return csvText([
      [
        ...(platform ? [c('tenant')] : []),
        c('merchant'),
        c('merchantId'),
        c('merchantActive'),
        c('processing'),
        c('paymentMethod'),
        c('paymentMethodId'),
        c('paymentMethodActive'),
        c('serviceProvider'),
        c('serviceProviderId'),
        c('serviceProviderActive'),
        c('currencies'),
        c('disabledCurrencies'),
        c('channelCount'),
        c('enabledChannels'),
        c('state'),
      ],
      ...all.map((row) => [
        ...(platform ? [row.tenantName] : []),
        row.merchantName,
        row.merchantId,
        yesNo(row.merchantActive),
        processing(row),
        row.paymentMethodName,
        row.paymentMethod,
        yesNo(row.paymentMethodActive),
        row.serviceProviderName,
        row.serviceProvider,
        yesNo(row.serviceProviderActive),
        row.currencies.join(' '),
        row.disabledCurrencies.join(' '),
        row.channels,
        row.enabledChannels,
        stateLabel(row.state),
      ]),
    ]);
  });

  const columns: Column<PmpConfigurationRow>[] = [
    ...(platform
      ? [{ key: 'tenant', header: c('tenant'), cell: (row: PmpConfigurationRow) => row.tenantName }]
      : []),
    { key: 'merchant', header: c('merchant'), cell: (row) => named(row.merchantName, row.merchantActive, t) },
    { key: 'processing', header: c('processing'), cell: processing },
    {
      key: 'paymentMethod',
      header: c('paymentMethod'),
      cell: (row) => named(row.paymentMethodName, row.paymentMethodActive, t),
    },
    {
      key: 'serviceProvider',
      header: c('serviceProvider'),
      cell: (row) => named(row.serviceProviderName, row.serviceProviderActive, t),
    },
    { key: 'currencies', header: c('currencies'), cell: (row) => currencyList(row.currencies, t) },
    {
      key: 'disabledCurrencies',
      header: c('disabledCurrencies'),
      cell: (row) => currencyList(row.disabledCurrencies, t),
    },
    {
      key: 'channels',
      header: c('channels'),
      align: 'right',
      cell: (row) =>
        t('pmpConfiguration.channels', {
          enabled: formatAmount(row.enabledChannels, 0),
          channels: formatAmount(row.channels, 0),
        }),
    },
    {
      key: 'state',
      header: c('state'),
      cell: (row) => <StatusPill value={STATE_TONE[row.state]} label={stateLabel(row.state)} />,
    },
  ];

  const filters = (
    <FilterBar label={t('reports.filters.label')} onSubmit={() => undefined}>
      {platform && (
        <TenantFilterField
          value={state.tenantId}
          onChange={(tenantId) => update({ tenantId })}
          label={f('tenant')}
          anyLabel={f('anyTenant')}
        />
      )}
      <MerchantFilterField value={state.merchantId} onChange={(merchantId) => update({ merchantId })} />
      <OptionFilterField
        name="paymentMethod"
        value={state.paymentMethod}
        onChange={(paymentMethod) => update({ paymentMethod })}
        label={f('paymentMethod')}
        anyLabel={f('anyPaymentMethod')}
        options={methods.data ?? []}
      />
      <OptionFilterField
        name="serviceProvider"
        value={state.serviceProvider}
        onChange={(serviceProvider) => update({ serviceProvider })}
        label={f('serviceProvider')}
        anyLabel={f('anyServiceProvider')}
        options={providers.data ?? []}
      />
      <OptionFilterField
        name="state"
        value={state.state}
        onChange={(value) => update({ state: value as PmpConfigurationState | '' })}
        label={f('state')}
        anyLabel={f('anyState')}
        options={PMP_CONFIGURATION_STATES.map((value) => ({ value, label: stateLabel(value) }))}
        minWidth={160}
      />
    </FilterBar>
  );

  const summary = page.data?.summary;
  return (
    <ReportFrame
      title={t('pmpConfiguration.heading')}
      description={t(platform ? 'pmpConfiguration.descriptionPlatform' : 'pmpConfiguration.description')}
      updatedAt={null}
      filters={filters}
      onExport={() => exportCsv.mutate()}
      exporting={exportCsv.isPending}
      failed={page.isError && page.data === undefined}
      onRetry={() => void page.refetch()}
    >
      {summary && (
        <Typography variant="body2" color="text.secondary">
          {t('pmpConfiguration.summary', {
            merchants: formatAmount(summary.merchants, 0),
            enabled: formatAmount(summary.enabledChannels, 0),
            channels: formatAmount(summary.channels, 0),
          })}
        </Typography>
      )}
      <PagedReportTable
        title={t('pmpConfiguration.table')}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.tenantId}/${row.merchantId}/${row.paymentMethod}/${row.serviceProvider}`}
        query={page}
        page={{ pageIndex: state.page, pageSize: state.pageSize }}
        count={page.data?.count ?? 0}
        pageSizes={PMP_CONFIGURATION_PAGING.pageSizes}
        onPage={({ pageIndex, pageSize }) => update({ page: pageIndex, pageSize })}
      />
    </ReportFrame>
  );
}
