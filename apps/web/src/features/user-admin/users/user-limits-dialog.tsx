import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { SearchableMultiSelect } from '../../../components/forms/select/searchable-multi-select';
import type { SelectOption } from '../../../components/forms/select/select-options';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import { errorMessageOf } from '../../../lib/http/error-message';
import { usePaymentMethodOptions, useServiceProviderOptions } from '../../../lib/transactions/lookup-options';
import { type LimitsForm, useSaveLimits } from '../api/user-admin-calls';
import { managedTypeOf, type UserListKind } from './user-audience';

type LimitName = keyof LimitsForm;

/**
 * Spec §6 per-user limits: by merchant (tenant staff only), payment method and service provider.
 * Each is off ("not limited": everything the roles allow) or a chosen list; the options are the
 * editor's own (an editor limited to some merchants can only choose among those: the server
 * refuses more).
 */
export function UserLimitsDialog({
  list,
  user,
  onClose,
}: {
  readonly list: UserListKind;
  readonly user: ManagedUser;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const kind = managedTypeOf(list);
  const save = useSaveLimits(kind);
  const titleId = useId();
  const [limits, setLimits] = useState<LimitsForm>(user.limits);
  const [refusal, setRefusal] = useState<string | null>(null);
  const merchants = useActiveMerchants(kind === 'crm');
  const methods = usePaymentMethodOptions();
  const providers = useServiceProviderOptions();
  const name = `${user.firstName} ${user.lastName}`;

  const rows: {
    readonly limit: LimitName;
    readonly options: readonly SelectOption[];
    readonly loading: boolean;
  }[] = [
    ...(kind === 'crm'
      ? [
          {
            limit: 'customers' as const,
            options: (merchants.data ?? []).map((m) => ({ value: m.id, label: m.name })),
            loading: merchants.isLoading,
          },
        ]
      : []),
    { limit: 'paymentMethods', options: methods.data ?? [], loading: methods.isLoading },
    { limit: 'serviceProviders', options: providers.data ?? [], loading: providers.isLoading },
  ];

  const submit = async () => {
    setRefusal(null);
    try {
      await save.mutateAsync({ user, limits });
      notify.success(t('userAdmin.limits.saved', { name }));
      onClose();
    } catch (error) {
      setRefusal(await errorMessageOf(error));
    }
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('userAdmin.limits.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Typography variant="body2" color="text.secondary">
            {t('userAdmin.limits.intro')}
          </Typography>
          {rows.map(({ limit, options, loading }) => {
            const chosen = limits[limit];
            return (
              <Stack key={limit} spacing={1}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={chosen !== null}
                      onChange={(event) =>
                        setLimits({ ...limits, [limit]: event.target.checked ? [] : null })
                      }
                    />
                  }
                  label={t('userAdmin.limits.limitTo', {
                    what: t(`userAdmin.limits.${limit}`).toLowerCase(),
                  })}
                />
                {chosen === null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('userAdmin.limits.unlimited')}
                  </Typography>
                )}
                {chosen !== null && (
                  <SearchableMultiSelect
                    name={limit}
                    label={t(`userAdmin.limits.${limit}`)}
                    value={[...chosen]}
                    onChange={(value) => setLimits({ ...limits, [limit]: value })}
                    options={options}
                    loading={loading}
                    helperText={chosen.length === 0 ? t('userAdmin.limits.nothingChosen') : undefined}
                  />
                )}
              </Stack>
            );
          })}
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('userAdmin.form.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('userAdmin.limits.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
