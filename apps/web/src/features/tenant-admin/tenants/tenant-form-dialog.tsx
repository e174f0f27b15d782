import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  TenantSettings,
  TenantSettingsInput,
  TenantThemeInput,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { DEFAULT_THEME_COLOURS, HEX_COLOUR, LAYOUT_NAMES } from '@paydesk/contracts/users/theme-values';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { TextInput } from '../../../components/forms/text/text-input';
import { errorCodeOf, type FieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useCreateTenant, useCurrencyOptions, useUpdateTenant } from '../api/tenant-admin-calls';
import { SectionHeading } from '../headings';
import { BrandingUploads } from './branding-uploads';
import { ThemePreview } from './theme-preview';

/** The colour fields, in the order the form shows them. */
export const COLOUR_KEYS = [
  'sidebarBackgroundColor',
  'headerBackgroundColor',
  'mainBackgroundColor',
  'primaryColor',
  'buttonsLinkColor',
  'textColor',
] as const;

const DEFAULT_THEME: TenantThemeInput = {
  layoutName: 'vertical-layout-1',
  buttonsLinkColor: DEFAULT_THEME_COLOURS.primaryColor,
  ...DEFAULT_THEME_COLOURS,
};

/** What the preview draws: the typed colour once it is one, else the last good one (the default). */
function previewTheme(theme: TenantThemeInput): TenantThemeInput {
  const fixed = { ...theme };
  for (const key of COLOUR_KEYS) if (!HEX_COLOUR.test(theme[key])) fixed[key] = DEFAULT_THEME[key];
  return fixed;
}

/**
 * Creates a tenant (no `tenant`) with its first administrator, or edits one. Beside the fields, a
 * live preview of the portal in the chosen theme. The server's field messages land on their fields
 * (`body.theme.primaryColor` on the primary colour); a refusal (a taken name) shows above the buttons.
 */
export function TenantFormDialog({
  tenant,
  onClose,
}: {
  readonly tenant?: TenantSettings;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const currencies = useCurrencyOptions().data ?? [];
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const [name, setName] = useState(tenant?.name ?? '');
  const [theme, setTheme] = useState<TenantThemeInput>(tenant?.theme ?? DEFAULT_THEME);
  const [supportEmail, setSupportEmail] = useState(tenant?.supportEmail ?? '');
  const [senderAddress, setSenderAddress] = useState(tenant?.emailSenderAddress ?? '');
  const [loginTemplate, setLoginTemplate] = useState(tenant?.loginTemplate ?? '');
  const [baseCurrency, setBaseCurrency] = useState(tenant?.baseCurrency ?? 'EUR');
  const [admin, setAdmin] = useState({ email: '', firstName: '', lastName: '' });
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const missing: Record<string, boolean> = {
    name: !name.trim(),
    baseCurrency: !baseCurrency,
    ...(tenant
      ? {}
      : {
          'firstAdministrator.email': !admin.email.trim(),
          'firstAdministrator.firstName': !admin.firstName.trim(),
          'firstAdministrator.lastName': !admin.lastName.trim(),
        }),
  };
  const badColour = (key: (typeof COLOUR_KEYS)[number]) => !HEX_COLOUR.test(theme[key]);
  const errorOf = (field: string) =>
    (tried && missing[field] ? t('tenantAdmin.form.required') : undefined) ?? serverFields[field];
  const colourError = (key: (typeof COLOUR_KEYS)[number]) =>
    (badColour(key) ? t('tenantAdmin.form.invalidColour') : undefined) ?? serverFields[`theme.${key}`];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean) || COLOUR_KEYS.some(badColour) || saving) return;
    setRefusal(null);
    setServerFields({});
    const settings: TenantSettingsInput = {
      name,
      theme,
      supportEmail: supportEmail.trim() || null,
      emailSenderAddress: senderAddress.trim() || null,
      loginTemplate: loginTemplate.trim() || null,
      baseCurrency,
    };
    try {
      if (tenant) {
        await update.mutateAsync({ tenantId: tenant.tenantId, body: settings });
        notify.success(t('tenantAdmin.form.saved', { name }));
      } else {
        await create.mutateAsync({ ...settings, firstAdministrator: admin });
        notify.success(t('tenantAdmin.form.created', { name, email: admin.email }));
      }
      onClose();
    } catch (error) {
      // A taken name is shown on the name field; other refusals above the buttons.
      const fields =
        errorCodeOf(error) === 'TENANT_NAME_TAKEN'
          ? { name: await errorMessageOf(error) }
          : fieldErrorsOf(error);
      setServerFields(fields);
      if (Object.keys(fields).length === 0) setRefusal(await errorMessageOf(error));
    }
  };

  const setColour = (key: (typeof COLOUR_KEYS)[number]) => (value: string) =>
    setTheme((current) => ({ ...current, [key]: value.trim() }));

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {tenant
            ? t('tenantAdmin.form.editTitle', { name: tenant.name })
            : t('tenantAdmin.form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={3} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                <TextInput
                  name="name"
                  type="text"
                  label={t('tenantAdmin.form.name')}
                  value={name}
                  onChange={setName}
                  required
                  error={errorOf('name')}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextInput
                    name="supportEmail"
                    type="email"
                    label={t('tenantAdmin.form.supportEmail')}
                    value={supportEmail}
                    onChange={setSupportEmail}
                    fullWidth
                    error={serverFields.supportEmail}
                  />
                  <TextInput
                    name="emailSenderAddress"
                    type="email"
                    label={t('tenantAdmin.form.emailSenderAddress')}
                    value={senderAddress}
                    onChange={setSenderAddress}
                    fullWidth
                    error={serverFields.emailSenderAddress}
                  />
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <TextInput
                    name="loginTemplate"
                    type="text"
                    label={t('tenantAdmin.form.loginTemplate')}
                    value={loginTemplate}
                    onChange={setLoginTemplate}
                    fullWidth
                    error={serverFields.loginTemplate}
                  />
                  <OptionSelect
                    name="baseCurrency"
                    label={t('tenantAdmin.form.baseCurrency')}
                    value={baseCurrency}
                    onChange={setBaseCurrency}
                    options={currencies.length ? currencies : [{ value: baseCurrency, label: baseCurrency }]}
                    required
                    error={errorOf('baseCurrency')}
                  />
                </Stack>
                <OptionSelect
                  name="layoutName"
                  label={t('tenantAdmin.form.layout')}
                  value={theme.layoutName}
                  onChange={(value) =>
                    setTheme((current) => ({
                      ...current,
                      layoutName: value as TenantThemeInput['layoutName'],
                    }))
                  }
                  options={LAYOUT_NAMES.map((layout) => ({
                    value: layout,
                    label: t(`tenantAdmin.form.layouts.${layout}`),
                  }))}
                  required
                />
                <SectionHeading title={t('tenantAdmin.form.colours')} />
                <Grid container spacing={2}>
                  {COLOUR_KEYS.map((key) => (
                    <Grid key={key} size={{ xs: 12, sm: 6 }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                        <input
                          type="color"
                          aria-label={t(`tenantAdmin.form.colourLabels.${key}`)}
                          value={badColour(key) ? DEFAULT_THEME[key] : theme[key].toLowerCase()}
                          onChange={(event) => setColour(key)(event.target.value)}
                          style={{ width: 40, height: 40, padding: 0, border: 'none', background: 'none' }}
                          tabIndex={-1}
                        />
                        <TextInput
                          name={`theme.${key}`}
                          type="text"
                          label={t(`tenantAdmin.form.colourLabels.${key}`)}
                          value={theme[key]}
                          onChange={setColour(key)}
                          fullWidth
                          maxLength={7}
                          error={colourError(key)}
                          helperText={t('tenantAdmin.form.colourHint')}
                        />
                      </Stack>
                    </Grid>
                  ))}
                </Grid>
                {tenant ? (
                  <BrandingUploads tenant={tenant} />
                ) : (
                  <Stack spacing={2}>
                    <SectionHeading
                      title={t('tenantAdmin.form.firstAdministrator')}
                      hint={t('tenantAdmin.form.firstAdministratorHint')}
                    />
                    <TextInput
                      name="firstAdministrator.email"
                      type="email"
                      label={t('tenantAdmin.form.adminEmail')}
                      value={admin.email}
                      onChange={(email) => setAdmin((a) => ({ ...a, email }))}
                      required
                      autoComplete="off"
                      error={errorOf('firstAdministrator.email')}
                    />
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                      <TextInput
                        name="firstAdministrator.firstName"
                        type="text"
                        label={t('tenantAdmin.form.adminFirstName')}
                        value={admin.firstName}
                        onChange={(firstName) => setAdmin((a) => ({ ...a, firstName }))}
                        required
                        fullWidth
                        error={errorOf('firstAdministrator.firstName')}
                      />
                      <TextInput
                        name="firstAdministrator.lastName"
                        type="text"
                        label={t('tenantAdmin.form.adminLastName')}
                        value={admin.lastName}
                        onChange={(lastName) => setAdmin((a) => ({ ...a, lastName }))}
                        required
                        fullWidth
                        error={errorOf('firstAdministrator.lastName')}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {t('tenantAdmin.form.brandingAfterCreate')}
                    </Typography>
                  </Stack>
                )}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={1} sx={{ position: { md: 'sticky' }, top: 0 }}>
                <SectionHeading
                  title={t('tenantAdmin.form.preview')}
                  hint={t('tenantAdmin.form.previewHint')}
                />
                <ThemePreview theme={previewTheme(theme)} />
              </Stack>
            </Grid>
          </Grid>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('tenantAdmin.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {tenant ? t('tenantAdmin.form.save') : t('tenantAdmin.form.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
