import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import { useLookupCurrencies } from '../../../lib/transactions/lookup-options';
import { ActionDialogShell } from '../actions/action-dialog-shell';
import { payoutLimitKeys, savePayoutLimits, usePayoutLimits } from '../api/payout-limit-calls';
import { useMaintenanceChange } from '../details/use-maintenance-change';
import { PayoutLimitRows } from './payout-limit-rows';
import { type LimitErrors, type LimitRow, requestOf, rowsOf } from './payout-limits-form';

/** The owner select's value for the tenant's default (the others are merchant ids). */
const TENANT_DEFAULT = 'tenant-default';

/**
 * Payout limits (docs/transactions.md "Payout limits"): tenant staff choose the tenant's default or
 * a merchant, and set per currency the limit per payout and per UTC day. An empty amount inherits:
 * a merchant's from the tenant's default, the default from the built-in 10,000 / 50,000.
 */
export function PayoutLimitsDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [owner, setOwner] = useState(TENANT_DEFAULT);
  const merchantId = owner === TENANT_DEFAULT ? null : owner;
  const merchants = useActiveMerchants(true);
  const limits = usePayoutLimits(merchantId);
  const currencies = useLookupCurrencies();
  const decimalsOf = (code: string) => currencies.data?.find((c) => c.id === code)?.decimalPlaces ?? 2;
  // The rows are read afresh for each level, once its limits and the currencies are read.
  const loadedKey =
    limits.data && currencies.data ? `${owner}:${limits.dataUpdatedAt}:${currencies.dataUpdatedAt}` : null;
  const [form, setForm] = useState<{ key: string | null; rows: LimitRow[] }>({ key: null, rows: [] });
  if (loadedKey !== null && limits.data && form.key !== loadedKey) {
    setForm({ key: loadedKey, rows: rowsOf(limits.data, decimalsOf) });
  }
  const ready = loadedKey !== null && form.key === loadedKey;
  const [errors, setErrors] = useState<LimitErrors>({});
  const save = useMaintenanceChange(savePayoutLimits, t('transactionDetails.payoutLimits.saved'), () => {
    void queryClient.invalidateQueries({ queryKey: payoutLimitKeys.all });
    onClose();
  });
  const submit = () => {
    const made = requestOf(form.rows, decimalsOf, {
      currencyRequired: t('transactionDetails.payoutLimits.currencyRequired'),
      amountFormat: (decimals) => t('transactionDetails.payoutLimits.amountFormat', { count: decimals }),
    });
    setErrors('errors' in made ? made.errors : {});
    if ('body' in made) save.submit({ merchantId, body: made.body });
  };
  const failed = limits.isError || currencies.isError;
  return (
    <ActionDialogShell
      title={t('transactionDetails.payoutLimits.title')}
      submitLabel={t('transactionDetails.payoutLimits.save')}
      canSubmit={ready}
      sending={save.sending}
      refusal={save.refusal}
      onClose={onClose}
      onSubmit={submit}
    >
      <SearchableSelect
        name="owner"
        label={t('transactionDetails.payoutLimits.owner')}
        value={owner}
        onChange={(next) => {
          setOwner(next ?? TENANT_DEFAULT);
          setErrors({});
        }}
        options={[
          { value: TENANT_DEFAULT, label: t('transactionDetails.payoutLimits.tenantDefault') },
          ...(merchants.data ?? []).map((m) => ({ value: m.id, label: m.name })),
        ]}
        loading={merchants.isPending}
        disabled={save.sending}
      />
      <Typography variant="body2" color="text.secondary">
        {t(
          merchantId === null
            ? 'transactionDetails.payoutLimits.hintTenant'
            : 'transactionDetails.payoutLimits.hintMerchant',
        )}
      </Typography>
      {failed && (
        <RetryAlert
          retryLabel={t('transactionDetails.retry')}
          onRetry={() => void Promise.all([limits.refetch(), currencies.refetch()])}
        >
          {t('transactionDetails.payoutLimits.loadFailed')}
        </RetryAlert>
      )}
      {!ready && !failed && <Typography>{t('transactionDetails.payoutLimits.loading')}</Typography>}
      {ready && currencies.data && (
        <PayoutLimitRows
          rows={form.rows}
          onChange={(rows) => setForm({ ...form, rows })}
          currencies={currencies.data.map((c) => ({ value: c.id, label: `${c.id} – ${c.name}` }))}
          errors={{ ...save.fieldErrors, ...errors }}
          disabled={save.sending}
        />
      )}
    </ActionDialogShell>
  );
}
