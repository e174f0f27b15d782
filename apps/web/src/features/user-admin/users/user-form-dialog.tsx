import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { SearchableMultiSelect } from '../../../components/forms/select/searchable-multi-select';
import { PersonNameFields } from '../../../components/forms/text/person-name-fields';
import { TextInput } from '../../../components/forms/text/text-input';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useInviteUser, useRoleOptions, useUpdateUser } from '../api/user-admin-calls';
import { managedTypeOf, type UserListKind } from './user-audience';

type Field = 'email' | 'firstName' | 'lastName' | 'roleIds' | 'merchantId';

/**
 * Invites a user (no `user`) or edits one: name and roles. The e-mail is who the person is: it is
 * not edited here (a new address is a new invitation). The server's field messages land on their
 * fields; a refusal (a taken address, a role beyond the editor's own keys) shows above the buttons.
 */
export function UserFormDialog({
  list,
  user,
  onClose,
}: {
  readonly list: UserListKind;
  readonly user?: ManagedUser;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const kind = managedTypeOf(list);
  const roles = useRoleOptions(kind);
  const merchants = useActiveMerchants(list === 'merchantOperator' && !user).data ?? [];
  const invite = useInviteUser(kind);
  const update = useUpdateUser(kind);
  const titleId = useId();
  const [email, setEmail] = useState(user?.email ?? '');
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(user?.roles.map((role) => role.id) ?? []);
  const [merchantId, setMerchantId] = useState(user?.merchantId ?? '');
  const [tried, setTried] = useState(false);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const needsMerchant = list === 'merchantOperator' && !user;

  const missing: Partial<Record<Field, boolean>> = {
    email: !user && !email.trim(),
    firstName: !firstName.trim(),
    lastName: !lastName.trim(),
    roleIds: roleIds.length === 0,
    merchantId: needsMerchant && !merchantId,
  };
  const errorOf = (field: Field) =>
    (tried && missing[field] ? t('userAdmin.form.required') : undefined) ?? serverFields[field];
  const saving = invite.isPending || update.isPending;
  const name = `${firstName} ${lastName}`.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean) || saving) return;
    setRefusal(null);
    setServerFields({});
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, body: { firstName, lastName, roleIds } });
        notify.success(t('userAdmin.form.saved', { name }));
      } else {
        await invite.mutateAsync({
          email,
          firstName,
          lastName,
          roleIds,
          ...(needsMerchant ? { merchantId } : {}),
        });
        notify.success(t('userAdmin.form.invited', { email }));
      }
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerFields(fields);
      if (Object.keys(fields).length === 0) setRefusal(await errorMessageOf(error));
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {user
            ? t('userAdmin.form.editTitle', { name: `${user.firstName} ${user.lastName}` })
            : t('userAdmin.form.inviteTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {user ? (
              <Typography variant="body2" color="text.secondary">
                {user.email}
              </Typography>
            ) : (
              <TextInput
                name="email"
                type="email"
                label={t('userAdmin.form.email')}
                value={email}
                onChange={setEmail}
                required
                autoComplete="off"
                error={errorOf('email')}
              />
            )}
            <PersonNameFields
              firstName={firstName}
              lastName={lastName}
              onFirstName={setFirstName}
              onLastName={setLastName}
              labels={{ firstName: t('userAdmin.form.firstName'), lastName: t('userAdmin.form.lastName') }}
              errors={{ firstName: errorOf('firstName'), lastName: errorOf('lastName') }}
            />
            {needsMerchant && (
              <OptionSelect
                name="merchantId"
                label={t('userAdmin.form.merchant')}
                value={merchantId}
                onChange={setMerchantId}
                options={merchants.map((m) => ({ value: m.id, label: m.name }))}
                required
                error={errorOf('merchantId')}
              />
            )}
            <SearchableMultiSelect
              name="roleIds"
              label={t('userAdmin.form.roles')}
              value={roleIds}
              onChange={setRoleIds}
              options={roles.data ?? []}
              loading={roles.isLoading}
              required
              helperText={t('userAdmin.form.rolesHint')}
              error={errorOf('roleIds')}
            />
            {!user && (
              <Typography variant="body2" color="text.secondary">
                {t('userAdmin.form.inviteHint')}
              </Typography>
            )}
            {refusal && <Alert severity="error">{refusal}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('userAdmin.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {user ? t('userAdmin.form.save') : t('userAdmin.form.invite')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
