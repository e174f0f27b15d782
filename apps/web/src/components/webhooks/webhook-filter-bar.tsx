import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { WEBHOOK_DELIVERY_STATES } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookAudience } from '../../lib/webhooks/webhook-calls';
import {
  isResponseFilter,
  isUuid,
  type OwnerFilter,
  type WebhookFilterState,
} from '../../lib/webhooks/webhook-filters';
import { TenantFilterField } from '../filters/tenant-filter-field';
import { DayRangeFields } from '../forms/day-filter/day-filter-field';
import { FilterBar } from '../forms/filter-bar/filter-bar';
import { MerchantFilterField } from './merchant-filter-field';

interface Props {
  readonly audience: WebhookAudience;
  readonly state: WebhookFilterState;
  /** Offer a tenant (`tenantId`): platform staff only. */
  readonly tenant?: boolean;
  readonly onChange: (patch: Partial<WebhookFilterState>) => void;
}

type Typed = Pick<WebhookFilterState, 'eventType' | 'response' | 'transactionId'>;
const typedOf = (state: WebhookFilterState): Typed => ({
  eventType: state.eventType,
  response: state.response,
  transactionId: state.transactionId,
});

/**
 * The tenant (when offered: platform staff) and the merchant of a webhook screen, each applied at
 * once. Another tenant's merchants are not this one's: choosing a tenant clears the merchant.
 */
export function OwnerFilterFields({
  tenant,
  value,
  onChange,
}: {
  readonly tenant: boolean;
  readonly value: OwnerFilter;
  readonly onChange: (patch: Partial<OwnerFilter>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {tenant && (
        <TenantFilterField
          value={value.tenantId}
          onChange={(tenantId) => onChange({ tenantId, merchantId: '' })}
          label={t('reports.filters.tenant')}
          anyLabel={t('reports.filters.anyTenant')}
        />
      )}
      <MerchantFilterField value={value.merchantId} onChange={(merchantId) => onChange({ merchantId })} />
    </>
  );
}

/**
 * The webhook lists' filters (the report, its v2 and the bulk resend): the days, the tenant
 * (platform staff only), the merchant (operators only: a merchant user's calls are their own
 * merchant's) and the state apply at once; the typed ones (event type, answer, transaction) apply
 * together on Apply or Enter, and only when the server would take them, so a half-typed id never
 * sends a call the server refuses.
 */
export function WebhookFilterBar({ audience, state, tenant = false, onChange }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`reports.webhooks.filters.${key}`);
  const [typed, setTyped] = useState<Typed>(() => typedOf(state));
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    setTyped(typedOf(state));
    setChecked(false);
  }, [state]);
  const response = typed.response.trim().toLowerCase();
  const transactionId = typed.transactionId.trim();
  const responseBad = response !== '' && !isResponseFilter(response);
  const transactionBad = transactionId !== '' && !isUuid(transactionId);
  const apply = (patch: Partial<WebhookFilterState> = {}) => {
    setChecked(true);
    if (responseBad || transactionBad) return;
    onChange({ eventType: typed.eventType.trim(), response, transactionId, ...patch });
  };
  const put = (key: keyof Typed) => (e: { target: { value: string } }) =>
    setTyped((current) => ({ ...current, [key]: e.target.value }));
  return (
    <FilterBar label={t('reports.filters.label')} onSubmit={() => apply()}>
      <DayRangeFields
        labels={{ from: t('reports.filters.from'), to: t('reports.filters.to') }}
        from={state.from}
        to={state.to}
        onChange={onChange}
      />
      {audience === 'operator' && <OwnerFilterFields tenant={tenant} value={state} onChange={onChange} />}
      <TextField
        size="small"
        select
        name="state"
        label={f('state')}
        value={state.state}
        onChange={(e) => onChange({ state: e.target.value as WebhookFilterState['state'] })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 160 }}
      >
        <option value="">{f('anyState')}</option>
        {WEBHOOK_DELIVERY_STATES.map((s) => (
          <option key={s} value={s}>
            {t(`reports.webhooks.states.${s}`)}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        name="eventType"
        label={f('eventType')}
        value={typed.eventType}
        onChange={put('eventType')}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX.key } }}
        sx={{ minWidth: 180 }}
      />
      <TextField
        size="small"
        name="response"
        label={f('response')}
        value={typed.response}
        onChange={put('response')}
        error={checked && responseBad}
        helperText={f(checked && responseBad ? 'responseInvalid' : 'responseHint')}
        slotProps={{ htmlInput: { maxLength: 4 } }}
        sx={{ width: 200 }}
      />
      <TextField
        size="small"
        name="transaction"
        label={f('transaction')}
        value={typed.transactionId}
        onChange={put('transactionId')}
        error={checked && transactionBad}
        helperText={checked && transactionBad ? f('transactionInvalid') : undefined}
        slotProps={{ htmlInput: { maxLength: 36 } }}
        sx={{ minWidth: 300 }}
      />
      <Button type="submit" variant="contained">
        {f('apply')}
      </Button>
    </FilterBar>
  );
}
