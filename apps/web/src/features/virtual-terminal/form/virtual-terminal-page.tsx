import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatVtMaximum } from '@paydesk/contracts/virtual-terminal/card-checks';
import type { VirtualTerminalResult } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import { ApiError } from '../../../lib/api/api-error';
import { errorCodeOf, fieldErrorsOf, fieldMessagesOf } from '../../../lib/api/field-errors';
import { formatMoney } from '../../../lib/format/number-format';
import { errorMessageOf } from '../../../lib/http/error-message';
import { localSettings } from '../../../lib/local-settings';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { sendVtPayment, useVtOptions, type VtArea } from '../api/vt-calls';
import {
  amountInMinorUnits,
  emptyVtForm,
  type VtField,
  type VtFieldErrors,
  type VtFormValues,
  validateVtForm,
  vtRequestOf,
  withoutCardData,
} from '../model/vt-form-model';
import { type VtCardSummary, vtCardSummary, vtPaymentMode } from '../model/vt-payment-mode';
import { VtResultPanel } from './vt-result-panel';

/** What the Live confirmation names: the amount with its currency and the card's brand and last four. */
interface LivePaymentSummary extends VtCardSummary {
  readonly amount: string;
}

/**
 * The virtual terminal (transaction-management/virtual-terminal for staff, who choose the merchant;
 * merchant/transaction-management/virtual-terminal for merchant users). The form checks what it
 * can before sending (Luhn, expiry, CVC, the amount in the currency's decimals), the server's 400
 * lands on the same fields, and the answer replaces the form with its result. The card fields are
 * emptied as soon as the payment is sent, whatever the answer. A Live payment is confirmed first
 * (amount, card brand and last four digits, mode); a Test one is sent at once.
 */
export function VirtualTerminalPage({ area }: { area: VtArea }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const staff = area === 'tenant';
  const [values, setValues] = useState<VtFormValues>(() => emptyVtForm());
  const [errors, setErrors] = useState<VtFieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<VirtualTerminalResult | null>(null);
  // The Live payment waiting for its confirmation (asked until its answer, so the dialog shows busy);
  // the summary outlives the question so the closing dialog does not go blank.
  const [confirming, setConfirming] = useState(false);
  const [livePayment, setLivePayment] = useState<LivePaymentSummary | null>(null);
  // One send at a time, even from two clicks before the re-render.
  const inFlight = useRef(false);
  // One key per payment: a re-send after a lost answer repeats it and the server pays once.
  const idempotencyKey = useRef(crypto.randomUUID());

  const merchants = useActiveMerchants(staff);
  const options = useVtOptions(area, values.merchantId);
  const chosenCurrency = options.data?.currencies.find((c) => c.code === values.currency);
  const decimals = chosenCurrency?.decimalPlaces ?? 2;

  const set = (field: VtField, value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      // Another merchant has other websites and currencies.
      ...(field === 'merchantId' ? { websiteId: '', currency: '' } : {}),
    }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const newPayment = () => {
    idempotencyKey.current = crypto.randomUUID();
    setResult(null);
    setRefusal(null);
    setErrors({});
    setValues(emptyVtForm(values.merchantId));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setRefusal(null);
    const found = validateVtForm(values, {
      decimals,
      staff,
      messages: {
        required: t('virtualTerminal.errors.required'),
        amount: t('virtualTerminal.errors.amount'),
        amountDecimals: (d) => t('virtualTerminal.errors.amountDecimals', { decimals: d }),
        amountMaximum: t('virtualTerminal.errors.amountMaximum', {
          maximum: formatVtMaximum(decimals),
          currency: values.currency,
        }),
        email: t('virtualTerminal.errors.email'),
        orderReference: t('virtualTerminal.errors.orderReference'),
      },
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (vtPaymentMode(user, localSettings.getSystemMode()) === 'Live') {
      const minor = amountInMinorUnits(values.amount, decimals) ?? 0;
      setLivePayment({
        amount: formatMoney(minor, { id: values.currency, decimalPlaces: decimals }),
        ...vtCardSummary(values.cardNumber),
      });
      setConfirming(true);
      return;
    }
    void pay();
  };

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const body = vtRequestOf(values, decimals, staff);
    setValues(withoutCardData(values));
    setSending(true);
    try {
      setResult(await sendVtPayment(area, body, idempotencyKey.current));
    } catch (error) {
      await showFailure(error);
    } finally {
      inFlight.current = false;
      setSending(false);
      setConfirming(false);
    }
  };

  const showFailure = async (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const fields = fieldErrorsOf(error) as VtFieldErrors;
      setErrors(fields);
      if (fieldMessagesOf(error).length > 0) return;
    }
    // A refusal is stored under the key: a corrected payment needs a new one. Not so while the same
    // payment is still being processed (ACTION_IN_FLIGHT): its retry under the key gets its answer.
    if (error instanceof ApiError && (error.status === 409 || error.status === 422 || error.status === 404)) {
      if (errorCodeOf(error) !== 'ACTION_IN_FLIGHT') idempotencyKey.current = crypto.randomUUID();
      setRefusal(await errorMessageOf(error));
      return;
    }
    setRefusal(t('virtualTerminal.errors.sendFailed'));
  };

  const field = (name: VtField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });
  const cardInput = { autoComplete: 'off', spellCheck: false, 'data-private': true } as const;

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t('virtualTerminal.heading')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        {result ? (
          <VtResultPanel area={area} result={result} onNewPayment={newPayment} />
        ) : (
          <form aria-label={t('virtualTerminal.formLabel')} onSubmit={submit} noValidate>
            <Stack spacing={2}>
              <Typography color="text.secondary">{t('virtualTerminal.intro')}</Typography>
              {refusal && <Alert severity="error">{refusal}</Alert>}
              {options.isError && <Alert severity="error">{t('virtualTerminal.errors.optionsFailed')}</Alert>}
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t('virtualTerminal.sections.payment')}
              </Typography>
              {staff && (
                <TextField select label={t('virtualTerminal.fields.merchant')} {...field('merchantId')}>
                  {(merchants.data ?? []).map((m) => (
                    <MenuItem key={m.id} value={m.id}>
                      {m.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <TextField
                select
                label={t('virtualTerminal.fields.website')}
                {...field('websiteId')}
                disabled={staff && !values.merchantId}
                helperText={
                  errors.websiteId ??
                  (staff && !values.merchantId
                    ? t('virtualTerminal.errors.noMerchant')
                    : options.data && options.data.websites.length === 0
                      ? t('virtualTerminal.errors.noWebsites')
                      : undefined)
                }
              >
                {(options.data?.websites ?? []).map((w) => (
                  <MenuItem key={w.id} value={w.id}>
                    {w.name}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={t('virtualTerminal.fields.currency')}
                  {...field('currency')}
                  disabled={staff && !values.merchantId}
                  helperText={
                    errors.currency ??
                    (options.data && options.data.currencies.length === 0
                      ? t('virtualTerminal.errors.noCurrencies')
                      : chosenCurrency
                        ? t('virtualTerminal.fields.brands', { brands: chosenCurrency.brands.join(', ') })
                        : undefined)
                  }
                >
                  {(options.data?.currencies ?? []).map((c) => (
                    <MenuItem key={c.code} value={c.code}>
                      {c.code}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  label={t('virtualTerminal.fields.amount')}
                  {...field('amount')}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  helperText={
                    errors.amount ??
                    (values.currency
                      ? t('virtualTerminal.fields.amountHint', {
                          currency: values.currency,
                          decimals,
                          maximum: formatVtMaximum(decimals),
                        })
                      : undefined)
                  }
                />
              </Stack>
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t('virtualTerminal.sections.card')}
              </Typography>
              <TextField
                label={t('virtualTerminal.fields.cardNumber')}
                {...field('cardNumber')}
                slotProps={{ htmlInput: { ...cardInput, inputMode: 'numeric', maxLength: 23 } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label={t('virtualTerminal.fields.expiry')}
                  {...field('expiry')}
                  slotProps={{ htmlInput: { ...cardInput, inputMode: 'numeric', maxLength: 5 } }}
                />
                <TextField
                  label={t('virtualTerminal.fields.cvc')}
                  {...field('cvc')}
                  type="password"
                  slotProps={{ htmlInput: { ...cardInput, inputMode: 'numeric', maxLength: 4 } }}
                />
              </Stack>
              <TextField label={t('virtualTerminal.fields.cardholderName')} {...field('cardholderName')} />
              <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t('virtualTerminal.sections.customer')}
              </Typography>
              <TextField
                label={t('virtualTerminal.fields.customerEmail')}
                type="email"
                {...field('customerEmail')}
              />
              <TextField
                label={t('virtualTerminal.fields.orderReference')}
                {...field('orderReference')}
                helperText={errors.orderReference ?? t('virtualTerminal.fields.orderReferenceHint')}
              />
              <TextField label={t('virtualTerminal.fields.description')} {...field('description')} />
              <RadioGroup
                aria-label={t('virtualTerminal.fields.captureMode')}
                value={values.captureMode}
                onChange={(e) => set('captureMode', e.target.value)}
              >
                <FormControlLabel value="Sale" control={<Radio />} label={t('virtualTerminal.fields.sale')} />
                <FormControlLabel
                  value="AuthoriseOnly"
                  control={<Radio />}
                  label={t('virtualTerminal.fields.authoriseOnly')}
                />
              </RadioGroup>
              <Stack direction="row">
                <Button type="submit" variant="contained" disabled={sending}>
                  {sending ? t('virtualTerminal.sending') : t('virtualTerminal.submit')}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('virtualTerminal.confirmLive.title')}
        message={
          livePayment && (
            <Stack spacing={1}>
              <Typography>{t('virtualTerminal.confirmLive.message')}</Typography>
              <Typography>
                {t('virtualTerminal.confirmLive.amount', { amount: livePayment.amount })}
              </Typography>
              <Typography>
                {t('virtualTerminal.confirmLive.card', {
                  brand: livePayment.brand,
                  lastFour: livePayment.lastFour,
                })}
              </Typography>
              <Typography>{t('virtualTerminal.confirmLive.mode', { mode: t('mode.Live') })}</Typography>
            </Stack>
          )
        }
        confirmLabel={t('virtualTerminal.confirmLive.confirm')}
        busy={sending}
        onConfirm={() => void pay()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
