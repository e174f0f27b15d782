import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AlertRule } from '@paydesk/contracts/alerts/alert.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { type Column, DataTable } from '../../../../components/data-table/data-table';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { NoData } from '../../../../components/load-state/no-data';
import { RetryAlert } from '../../../../components/load-state/retry-alert';
import { alertValueText } from '../../../../lib/alerts/alert-values';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { errorMessageOf } from '../../../../lib/http/error-message';
import {
  type FilterOption,
  useCustomerOptions,
  useLookupCurrencies,
  usePaymentMethodOptions,
  useServiceProviderOptions,
  useTenantOptions,
} from '../../../../lib/transactions/lookup-options';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import { useAlertRules, useDeleteRule, useUpdateRule } from './alert-rule-calls';
import { ruleInputOf } from './rule-draft';
import { RuleFormDialog, type RuleFormOptions } from './rule-form-dialog';

const nameIn = (options: readonly FilterOption[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The decline and pending ratio alert rules (`crm/settings/alerts/decline-pending-ratio`; issue 19):
 * every rule in scope with its condition, window, timings, filters and channels, how many merchants
 * are pending and firing under it, and when it was last evaluated; Add, Edit, Delete (confirmed)
 * and an enable switch per rule. Platform staff see every tenant's rules, or one tenant's.
 */
export function AlertRulesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useCurrentUser();
  const platform = user.userType === 'Platform';
  const [tenantId, setTenantId] = useState('');
  const rules = useAlertRules(platform ? tenantId : '');
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const tenants = useTenantOptions(platform ? 'platform' : 'tenant');
  const options: RuleFormOptions = {
    tenants: tenants.data ?? [],
    merchants: useCustomerOptions('tenant').data ?? [],
    serviceProviders: useServiceProviderOptions().data ?? [],
    paymentMethods: usePaymentMethodOptions().data ?? [],
    currencies: (useLookupCurrencies().data ?? []).map((c) => ({
      value: c.id,
      label: `${c.id} — ${c.name}`,
    })),
  };
  const c = (key: string) => t(`alerts.rules.columns.${key}`);
  const minutes = (count: number) => t('alerts.minutes', { count });
  const rows = rules.data ?? [];

  const refused = async (error: unknown) => notify.error(await errorMessageOf(error));
  const switchRule = (rule: AlertRule, enabled: boolean) =>
    update.mutate(
      { ruleId: rule.id, body: { ...ruleInputOf(rule, platform), enabled } },
      {
        onSuccess: () =>
          notify.success(
            t(enabled ? 'alerts.rules.switchedOn' : 'alerts.rules.switchedOff', { name: rule.name }),
          ),
        onError: refused,
      },
    );
  const confirmDelete = (rule: AlertRule) =>
    remove.mutate(rule.id, {
      onSuccess: () => {
        notify.success(t('alerts.rules.deleted', { name: rule.name }));
        setDeleting(null);
      },
      onError: async (error) => {
        setDeleting(null);
        await refused(error);
      },
    });

  const filtersOf = (rule: AlertRule): string => {
    const v = (key: string, value: string) => t(`alerts.rules.filterValues.${key}`, { value });
    const { merchantId, serviceProvider, paymentMethod, currency } = rule.filters;
    const parts = [
      merchantId && v('merchant', nameIn(options.merchants, merchantId)),
      serviceProvider && v('serviceProvider', nameIn(options.serviceProviders, serviceProvider)),
      paymentMethod && v('paymentMethod', nameIn(options.paymentMethods, paymentMethod)),
      currency && v('currency', currency),
    ].filter(Boolean);
    return parts.length ? parts.join('; ') : t('alerts.rules.allPayments');
  };

  const columns: Column<AlertRule>[] = [
    { key: 'name', header: c('name'), cell: (rule) => rule.name },
    ...(platform ? [{ key: 'tenant', header: c('tenant'), cell: (rule: AlertRule) => rule.tenantName }] : []),
    { key: 'metric', header: c('metric'), cell: (rule) => t(`alerts.metrics.${rule.metric}`) },
    {
      key: 'condition',
      header: c('condition'),
      cell: (rule) =>
        `${t(`alerts.comparators.${rule.comparator}`)} ${alertValueText(t, rule.metric, rule.threshold)}`,
    },
    { key: 'window', header: c('window'), cell: (rule) => minutes(rule.windowMinutes) },
    { key: 'minSample', header: c('minSample'), align: 'right', cell: (rule) => rule.minSample },
    { key: 'pendingFor', header: c('pendingFor'), cell: (rule) => minutes(rule.pendingForMinutes) },
    { key: 'cooldown', header: c('cooldown'), cell: (rule) => minutes(rule.cooldownMinutes) },
    { key: 'mode', header: c('mode'), cell: (rule) => t(`alerts.modes.${rule.mode}`) },
    { key: 'filters', header: c('filters'), cell: filtersOf, sx: { maxWidth: 240 } },
    {
      key: 'channels',
      header: c('channels'),
      cell: (rule) => rule.channels.map((channel) => t(`alerts.channels.${channel}`)).join(', '),
    },
    {
      key: 'merchants',
      header: c('merchants'),
      cell: (rule) => t('alerts.rules.pendingFiring', { pending: rule.pending, firing: rule.firing }),
    },
    {
      key: 'lastEvaluated',
      header: c('lastEvaluated'),
      cell: (rule) =>
        rule.lastEvaluatedAt ? formatDateTimeSeconds(rule.lastEvaluatedAt) : t('alerts.rules.never'),
    },
    {
      key: 'enabled',
      header: c('enabled'),
      cell: (rule) => (
        <Switch
          checked={rule.enabled}
          onChange={(_, on) => switchRule(rule, on)}
          disabled={update.isPending && update.variables?.ruleId === rule.id}
          slotProps={{ input: { 'aria-label': t('alerts.rules.enableRow', { name: rule.name }) } }}
        />
      ),
    },
    {
      key: 'actions',
      header: c('actions'),
      cell: (rule) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            onClick={() => setEditing(rule)}
            aria-label={t('alerts.rules.editRow', { name: rule.name })}
          >
            {t('alerts.rules.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(rule)}
            aria-label={t('alerts.rules.deleteRow', { name: rule.name })}
          >
            {t('alerts.rules.delete')}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 240 }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
            {t('alerts.rules.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('alerts.rules.description')}
          </Typography>
        </Stack>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('alerts.rules.add')}
        </Button>
      </Stack>
      {platform && (
        <TextField
          size="small"
          select
          name="tenant"
          label={t('alerts.rules.tenantFilter')}
          value={tenantId}
          onChange={(e) => setTenantId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 280 }}
        >
          <option value="">{t('alerts.rules.anyTenant')}</option>
          {options.tenants.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </TextField>
      )}
      {rules.isError && rules.data === undefined ? (
        <RetryAlert retryLabel={t('reports.retry')} onRetry={() => void rules.refetch()}>
          {t('reports.loadFailed')}
        </RetryAlert>
      ) : (
        <Paper variant="outlined">
          <DataTable
            label={t('alerts.rules.table')}
            columns={columns}
            rows={rows}
            rowKey={(rule) => rule.id}
            busy={rules.isFetching}
            placeholder={(rules.isPending && t('reports.loading')) || (rows.length === 0 && <NoData />)}
          />
        </Paper>
      )}
      {editing !== null && (
        <RuleFormDialog
          rule={editing === 'new' ? undefined : editing}
          platform={platform}
          options={options}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('alerts.rules.deleteTitle')}
        message={t('alerts.rules.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('alerts.rules.deleteConfirm')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
