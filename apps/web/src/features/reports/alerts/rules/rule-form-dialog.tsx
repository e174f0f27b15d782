import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  ALERT_RULE_LIMITS,
  ALERT_TYPES,
  AlertChannel,
  AlertComparator,
  type AlertRule,
} from '@paydesk/contracts/alerts/alert.schemas';
import { SystemMode } from '@paydesk/contracts/auth/levels';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { OptionSelect } from '../../../../components/forms/select/option-select';
import { SearchableSelect } from '../../../../components/forms/select/searchable-select';
import { TextInput } from '../../../../components/forms/text/text-input';
import { alertUnitOf } from '../../../../lib/alerts/alert-values';
import { type FieldErrors, fieldErrorsOf } from '../../../../lib/api/field-errors';
import { errorMessageOf } from '../../../../lib/http/error-message';
import { localSettings } from '../../../../lib/local-settings';
import type { FilterOption } from '../../../../lib/transactions/lookup-options';
import { useCreateRule, useUpdateRule } from './alert-rule-calls';
import { checkRuleDraft, newRuleDraft, type RuleDraft, type RuleErrors, ruleDraftOf } from './rule-draft';

/** The option lists the form's pickers offer (the screen reads them once for the list and the form). */
export interface RuleFormOptions {
  readonly tenants: readonly FilterOption[];
  readonly merchants: readonly FilterOption[];
  readonly serviceProviders: readonly FilterOption[];
  readonly paymentMethods: readonly FilterOption[];
  readonly currencies: readonly FilterOption[];
}

const DIGITS = 7;

/**
 * Adds an alert rule (no `rule`) or edits one, in a dialog. The contract's schema checks the fields
 * here as on the server; the server's own field messages (a 400) land on their fields, any other
 * refusal (the tenant's rule limit) above the buttons.
 */
export function RuleFormDialog({
  rule,
  platform,
  options,
  onClose,
}: {
  readonly rule?: AlertRule;
  readonly platform: boolean;
  readonly options: RuleFormOptions;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const create = useCreateRule();
  const update = useUpdateRule();
  const saving = create.isPending || update.isPending;
  const [draft, setDraft] = useState<RuleDraft>(() =>
    rule ? ruleDraftOf(rule) : newRuleDraft(localSettings.getSystemMode() ?? 'Live'),
  );
  const [checked, setChecked] = useState<RuleErrors>({});
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const l = (key: string, values: Record<string, unknown> = {}) => t(`alerts.rules.form.${key}`, values);
  const errorOf = (field: string) => checked[field] ?? serverFields[field];
  const set =
    <K extends keyof RuleDraft>(key: K) =>
    (value: RuleDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));
  const unit = draft.metric ? t(`alerts.unitNames.${alertUnitOf(draft.metric)}`) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkRuleDraft(draft, t, { platform });
    setChecked(check.ok ? {} : check.errors);
    if (!check.ok) return;
    setServerFields({});
    setRefusal(null);
    try {
      if (rule) {
        await update.mutateAsync({ ruleId: rule.id, body: check.input });
        notify.success(t('alerts.rules.saved', { name: check.input.name }));
      } else {
        await create.mutateAsync(check.input);
        notify.success(t('alerts.rules.created', { name: check.input.name }));
      }
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerFields(fields);
      if (Object.keys(fields).length === 0) setRefusal(await errorMessageOf(error));
    }
  };

  const cell = (children: ReactNode, size = 6) => (
    <Box sx={{ gridColumn: { xs: 'span 12', sm: `span ${size}` } }}>{children}</Box>
  );
  const minutes = (
    key: 'windowMinutes' | 'pendingForMinutes' | 'cooldownMinutes',
    hint: string,
    limits: { readonly min: number; readonly max: number },
  ) => (
    <TextInput
      name={key}
      type="number"
      label={l(key)}
      value={draft[key]}
      onChange={set(key)}
      maxLength={4}
      fullWidth
      required
      helperText={l(hint, limits)}
      error={errorOf(key)}
    />
  );
  const picker = (
    key: 'merchantId' | 'serviceProvider' | 'paymentMethod' | 'currency',
    choices: readonly FilterOption[],
  ) => {
    const label = l(key === 'merchantId' ? 'merchant' : key);
    return (
      <SearchableSelect
        name={key}
        label={label}
        value={draft[key]}
        onChange={set(key)}
        options={choices}
        placeholder={t('alerts.rules.allPayments')}
        error={errorOf(`filters.${key}`)}
      />
    );
  };
  const channelError = errorOf('channels');
  const toggleChannel = (channel: AlertChannel, on: boolean) =>
    set('channels')(AlertChannel.options.filter((c) => (c === channel ? on : draft.channels.includes(c))));

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {rule ? l('editTitle', { name: rule.name }) : l('createTitle')}
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gap: 2, pt: 1 }}>
            {platform &&
              cell(
                <OptionSelect
                  name="tenantId"
                  label={l('tenant')}
                  value={draft.tenantId}
                  onChange={set('tenantId')}
                  options={options.tenants}
                  required
                  disabled={rule !== undefined}
                  error={errorOf('tenantId')}
                />,
                12,
              )}
            {cell(
              <TextInput
                name="name"
                label={l('name')}
                value={draft.name}
                onChange={set('name')}
                required
                fullWidth
                error={errorOf('name')}
              />,
              12,
            )}
            {cell(
              <OptionSelect
                name="metric"
                label={l('metric')}
                value={draft.metric}
                onChange={(value) => set('metric')(value as RuleDraft['metric'])}
                options={ALERT_TYPES.map((type) => ({
                  value: type.metric,
                  label: t(`alerts.metrics.${type.metric}`),
                }))}
                required
                error={errorOf('metric')}
              />,
              4,
            )}
            {cell(
              <OptionSelect
                name="comparator"
                label={l('comparator')}
                value={draft.comparator}
                onChange={(value) => set('comparator')(value as RuleDraft['comparator'])}
                options={AlertComparator.options.map((value) => ({
                  value,
                  label: t(`alerts.comparators.${value}`),
                }))}
                required
                error={errorOf('comparator')}
              />,
              4,
            )}
            {cell(
              <TextInput
                name="threshold"
                type="number"
                fullWidth
                label={l('threshold', { unit })}
                value={draft.threshold}
                onChange={set('threshold')}
                maxLength={16}
                required
                error={errorOf('threshold')}
              />,
              4,
            )}
            {cell(minutes('windowMinutes', 'windowHint', ALERT_RULE_LIMITS.windowMinutes))}
            {cell(
              <TextInput
                name="minSample"
                type="number"
                label={l('minSample')}
                value={draft.minSample}
                onChange={set('minSample')}
                maxLength={DIGITS}
                fullWidth
                required
                helperText={l('minSampleHint')}
                error={errorOf('minSample')}
              />,
            )}
            {cell(minutes('pendingForMinutes', 'pendingForHint', ALERT_RULE_LIMITS.pendingForMinutes))}
            {cell(minutes('cooldownMinutes', 'cooldownHint', ALERT_RULE_LIMITS.cooldownMinutes))}
            {cell(
              <OptionSelect
                name="mode"
                label={l('mode')}
                value={draft.mode}
                onChange={(value) => set('mode')(SystemMode.safeParse(value).data ?? draft.mode)}
                options={SystemMode.options.map((value) => ({ value, label: t(`alerts.modes.${value}`) }))}
                required
                error={errorOf('mode')}
              />,
            )}
            {cell(
              <FormControlLabel
                control={
                  <Switch name="enabled" checked={draft.enabled} onChange={(_, on) => set('enabled')(on)} />
                }
                label={l('enabled')}
              />,
            )}
            {cell(
              <Typography component="h3" variant="subtitle2">
                {l('filters')}
              </Typography>,
              12,
            )}
            {cell(picker('merchantId', options.merchants))}
            {cell(picker('serviceProvider', options.serviceProviders))}
            {cell(picker('paymentMethod', options.paymentMethods))}
            {cell(picker('currency', options.currencies))}
            {cell(
              <FormControl component="fieldset" error={channelError !== undefined} required>
                <FormLabel component="legend">{l('channels')}</FormLabel>
                <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                  {AlertChannel.options.map((channel) => (
                    <FormControlLabel
                      key={channel}
                      control={
                        <Checkbox
                          name={`channel-${channel}`}
                          checked={draft.channels.includes(channel)}
                          onChange={(_, on) => toggleChannel(channel, on)}
                        />
                      }
                      label={t(`alerts.channels.${channel}`)}
                    />
                  ))}
                </Stack>
                {channelError && <FormHelperText>{channelError}</FormHelperText>}
              </FormControl>,
              12,
            )}
          </Box>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {l('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {l('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
