import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ManagedUserType, Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { TextInput } from '../../../components/forms/text/text-input';
import { Textarea } from '../../../components/forms/text/textarea';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';
import { useCreateRole, useUpdateRole } from '../api/user-admin-calls';
import { auditPathOf } from '../audit-path';
import { PermissionTable } from './permission-table';
import { RoleDiffDialog } from './role-diff-dialog';
import { draftOf, EMPTY_DRAFT, isChanged, type RoleDraft, rowsByArea } from './role-draft';

/**
 * One role (or a new one): its name, description and keys. Saving first shows what changes
 * (`RoleDiffDialog`); the holders get the change on their next page.
 */
export function RoleEditor({
  type,
  role,
  held,
  canWrite,
  mayAudit,
  onSaved,
}: {
  readonly type: ManagedUserType;
  /** The role to edit; undefined for a new one. */
  readonly role?: Role;
  readonly held: ReadonlySet<string>;
  readonly canWrite: boolean;
  /** The editing user may open the audit trail (CRM.Audit.View). */
  readonly mayAudit: boolean;
  readonly onSaved: (role: Role) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const start = role ? draftOf(role) : EMPTY_DRAFT;
  const [draft, setDraft] = useState<RoleDraft>(start);
  const [reviewing, setReviewing] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateRole(type);
  const update = useUpdateRole(type);
  const busy = create.isPending || update.isPending;
  const changed = isChanged(draft, start);
  const nameMissing = draft.name.trim() === '';

  const save = async () => {
    setRefusal(null);
    setFields({});
    const body = {
      name: draft.name.trim(),
      description: draft.description.trim() || null,
      permissions: [...draft.permissions] as Role['permissions'],
      scaRequiredPermissions: [...draft.scaRequiredPermissions] as Role['permissions'],
    };
    try {
      const saved = role ? await update.mutateAsync({ id: role.id, body }) : await create.mutateAsync(body);
      notify.success(t(role ? 'userAdmin.roles.saved' : 'userAdmin.roles.created', { name: saved.name }));
      setReviewing(false);
      onSaved(saved);
    } catch (error) {
      setReviewing(false);
      const found = fieldErrorsOf(error);
      setFields(found);
      if (Object.keys(found).length === 0) setRefusal(await errorMessageOf(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        {!canWrite && <Alert severity="info">{t('userAdmin.roles.readOnly')}</Alert>}
        {role && mayAudit && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" component={RouterLink} to={auditPathOf('role', role.id)}>
              {t('userAdmin.roles.history')}
            </Button>
          </Stack>
        )}
        <TextInput
          name="name"
          type="text"
          label={t('userAdmin.roles.name')}
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          required
          disabled={!canWrite}
          maxLength={100}
          error={fields.name}
        />
        <Textarea
          name="description"
          label={t('userAdmin.roles.description')}
          value={draft.description}
          onChange={(description) => setDraft({ ...draft, description })}
          disabled={!canWrite}
        />
        <Typography variant="body2" color="text.secondary">
          {t('userAdmin.roles.granted', {
            count: draft.permissions.length,
            total: rowsByArea(type).reduce((sum, group) => sum + group.rows.length, 0),
          })}
        </Typography>
        <PermissionTable type={type} draft={draft} held={held} readOnly={!canWrite} onChange={setDraft} />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {canWrite && (
          <Stack
            direction="row"
            spacing={1}
            sx={{
              justifyContent: 'flex-end',
              position: 'sticky',
              bottom: 0,
              bgcolor: 'background.paper',
              py: 1,
            }}
          >
            <Button onClick={() => setDraft(start)} disabled={!changed || busy}>
              {t('userAdmin.roles.discard')}
            </Button>
            <Button
              variant="contained"
              onClick={() => setReviewing(true)}
              disabled={!changed || nameMissing || busy}
            >
              {role ? t('userAdmin.roles.save') : t('userAdmin.roles.create')}
            </Button>
          </Stack>
        )}
      </Stack>
      {reviewing && (
        <RoleDiffDialog
          before={start}
          after={draft}
          busy={busy}
          onConfirm={save}
          onCancel={() => setReviewing(false)}
        />
      )}
    </Paper>
  );
}
