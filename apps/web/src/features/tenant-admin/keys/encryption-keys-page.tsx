import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  SECRET_KEY_PURPOSES,
  type SecretKeyPurpose,
  type TenantKey,
} from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { TextInput } from '../../../components/forms/text/text-input';
import { Textarea } from '../../../components/forms/text/textarea';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { formatDateTime } from '../../../lib/format/date-format';
import { errorMessageOf } from '../../../lib/http/error-message';
import {
  useRetireKey,
  useRotateSecretKey,
  useTenantKeys,
  useTenants,
  useUploadPublicKey,
} from '../api/tenant-admin-calls';
import { PageHeading } from '../headings';

/** The pill tone of a key's state. */
const STATE_TONE = { active: 'Active', 'decrypt-only': 'Pending', retired: 'Inactive' } as const;

/**
 * crm/tenant-management/encryption-keys: pick a tenant, see its keys (purpose, version, state,
 * fingerprint, when and by whom), rotate its data key, retire a key, upload a public key, each
 * after a confirmation that says what happens. Key material never reaches the portal.
 */
export function EncryptionKeysPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const tenants = useTenants({ pageIndex: 0, pageSize: 100 });
  const [tenantId, setTenantId] = useState('');
  const keys = useTenantKeys(tenantId || undefined);
  const rotate = useRotateSecretKey();
  const retire = useRetireKey();
  const [confirming, setConfirming] = useState<{ rotate: SecretKeyPurpose } | TenantKey | null>(null);
  // The dialog open: a rotation (of a purpose's key) or a retirement (of one key).
  const rotating = confirming !== null && 'rotate' in confirming ? confirming : null;
  const retiring = confirming !== null && !('rotate' in confirming) ? confirming : null;
  const [uploading, setUploading] = useState(false);
  const tenantName = tenants.data?.data.find((row) => row.tenantId === tenantId)?.tenantName ?? '';
  const activeOf = (purpose: SecretKeyPurpose) =>
    keys.data?.find((key) => key.purpose === purpose && key.state === 'active');
  const purposeOf = (key: TenantKey) => t(`tenantAdmin.keys.purposes.${key.purpose}`);

  const run = async (action: () => Promise<string>) => {
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(await errorMessageOf(error));
    }
    setConfirming(null);
  };
  const confirmRotate = (purpose: SecretKeyPurpose) =>
    run(async () => {
      const rotation = await rotate.mutateAsync({ tenantId, purpose });
      return t('tenantAdmin.keys.confirmRotate.done', {
        version: rotation.key.version,
        count: rotation.valuesToReencrypt,
      });
    });
  const confirmRetire = (key: TenantKey) =>
    run(async () => {
      await retire.mutateAsync({ tenantId, keyId: key.keyId });
      return t('tenantAdmin.keys.confirmRetire.done', { purpose: purposeOf(key), version: key.version });
    });

  return (
    <Stack spacing={2}>
      <PageHeading title={t('tenantAdmin.keys.heading')} intro={t('tenantAdmin.keys.intro')} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <OptionSelect
            name="tenantId"
            label={t('tenantAdmin.keys.tenant')}
            value={tenantId}
            onChange={setTenantId}
            options={(tenants.data?.data ?? []).map((row) => ({
              value: row.tenantId,
              label: row.tenantName,
            }))}
          />
          {SECRET_KEY_PURPOSES.map((purpose) => (
            <Button
              key={purpose}
              variant="contained"
              disabled={!tenantId}
              onClick={() => setConfirming({ rotate: purpose })}
            >
              {t(`tenantAdmin.keys.rotate.${purpose}`)}
            </Button>
          ))}
          <Button variant="outlined" disabled={!tenantId} onClick={() => setUploading(true)}>
            {t('tenantAdmin.keys.uploadPublic')}
          </Button>
        </Stack>
      </Paper>
      {!tenantId ? (
        <Typography color="text.secondary">{t('tenantAdmin.keys.chooseTenant')}</Typography>
      ) : keys.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => keys.refetch()}>{t('tenantAdmin.keys.retry')}</Button>}
        >
          {t('tenantAdmin.keys.loadFailed')}
        </Alert>
      ) : keys.data && keys.data.length === 0 ? (
        <Typography color="text.secondary">{t('tenantAdmin.keys.empty')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('tenantAdmin.keys.tableLabel')} aria-busy={keys.isFetching}>
            <TableHead>
              <TableRow>
                {(
                  [
                    'purpose',
                    'version',
                    'state',
                    'fingerprint',
                    'inUse',
                    'created',
                    'createdBy',
                    'actions',
                  ] as const
                ).map((column) => (
                  <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                    {t(`tenantAdmin.keys.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(keys.data ?? []).map((key) => (
                <TableRow key={key.keyId}>
                  <TableCell>{key.label ? `${purposeOf(key)} · ${key.label}` : purposeOf(key)}</TableCell>
                  <TableCell>{key.version}</TableCell>
                  <TableCell>
                    <StatusPill
                      value={STATE_TONE[key.state]}
                      label={t(`tenantAdmin.keys.states.${key.state}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                    {key.fingerprint}
                  </TableCell>
                  <TableCell>{isSecretKey(key) ? key.valuesInUse : ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(key.createdAt)}</TableCell>
                  <TableCell>{key.createdBy}</TableCell>
                  <TableCell align="right">
                    {key.state !== 'retired' && !(isSecretKey(key) && key.state === 'active') && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setConfirming(key)}
                        aria-label={`${t('tenantAdmin.keys.retire')} ${purposeOf(key)} ${key.version}`}
                      >
                        {t('tenantAdmin.keys.retire')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {rotating && (
        <ConfirmDialog
          open
          title={t('tenantAdmin.keys.confirmRotate.title', {
            key: t(`tenantAdmin.keys.keyNames.${rotating.rotate}`),
            tenant: tenantName,
          })}
          message={t('tenantAdmin.keys.confirmRotate.message', {
            count: activeOf(rotating.rotate)?.valuesInUse ?? 0,
          })}
          confirmLabel={t(`tenantAdmin.keys.rotate.${rotating.rotate}`)}
          busy={rotate.isPending}
          onConfirm={() => confirmRotate(rotating.rotate)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {retiring && (
        <ConfirmDialog
          open
          title={t('tenantAdmin.keys.confirmRetire.title', {
            purpose: purposeOf(retiring),
            version: retiring.version,
          })}
          message={t('tenantAdmin.keys.confirmRetire.message')}
          confirmLabel={t('tenantAdmin.keys.retire')}
          busy={retire.isPending}
          destructive
          onConfirm={() => confirmRetire(retiring)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {uploading && (
        <PublicKeyDialog tenantId={tenantId} tenantName={tenantName} onClose={() => setUploading(false)} />
      )}
    </Stack>
  );
}

/** Uploads a public key (PEM): its label and text; the server's field messages land on their fields. */
function PublicKeyDialog({
  tenantId,
  tenantName,
  onClose,
}: {
  readonly tenantId: string;
  readonly tenantName: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const titleId = useId();
  const upload = useUploadPublicKey();
  const [label, setLabel] = useState('');
  const [pem, setPem] = useState('');
  const [tried, setTried] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const required = (value: string) => (tried && !value.trim() ? t('tenantAdmin.form.required') : undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!label.trim() || !pem.trim() || upload.isPending) return;
    try {
      const key = await upload.mutateAsync({ tenantId, body: { label, pem } });
      notify.success(
        t('tenantAdmin.keys.uploadDialog.done', { version: key.version, fingerprint: key.fingerprint }),
      );
      onClose();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setFields(found);
      if (Object.keys(found).length === 0) notify.error(await errorMessageOf(error));
    }
  };
  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('tenantAdmin.keys.uploadDialog.title', { tenant: tenantName })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('tenantAdmin.keys.uploadDialog.message')}
            </Typography>
            <TextInput
              name="label"
              type="text"
              label={t('tenantAdmin.keys.uploadDialog.label')}
              value={label}
              onChange={setLabel}
              required
              error={required(label) ?? fields.label}
            />
            <Textarea
              name="pem"
              label={t('tenantAdmin.keys.uploadDialog.pem')}
              value={pem}
              onChange={setPem}
              required
              rows={6}
              helperText={t('tenantAdmin.keys.uploadDialog.pemHint')}
              error={required(pem) ?? fields.pem}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            {t('tenantAdmin.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={upload.isPending}>
            {t('tenantAdmin.keys.uploadDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** A key that encrypts stored values (data, webhook signing): it counts them and is rotated, not uploaded. */
function isSecretKey(key: TenantKey): boolean {
  return (SECRET_KEY_PURPOSES as readonly string[]).includes(key.purpose);
}
