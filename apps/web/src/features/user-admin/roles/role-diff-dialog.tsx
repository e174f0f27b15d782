import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PERMISSION_DESCRIPTIONS } from '@paydesk/contracts/auth/permission-descriptions';
import { roleDiff } from '@paydesk/contracts/user-admin/permission-rows';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import type { RoleDraft } from './role-draft';

const DESCRIPTION: ReadonlyMap<string, string> = new Map(Object.entries(PERMISSION_DESCRIPTIONS));

/** What saving a role changes, before it is saved: the keys granted and taken, the step-up flags, the name. */
export function RoleDiffDialog({
  before,
  after,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly before: RoleDraft;
  readonly after: RoleDraft;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const diff = roleDiff(before, after);
  const sections = [
    ['added', diff.added],
    ['removed', diff.removed],
    ['stepUpAdded', diff.stepUpAdded],
    ['stepUpRemoved', diff.stepUpRemoved],
  ] as const;
  const renamed = before.name && after.name.trim() !== before.name;
  return (
    <ConfirmDialog
      open
      title={t('userAdmin.roles.diffTitle', { name: before.name || after.name })}
      confirmLabel={t('userAdmin.roles.confirmSave')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('userAdmin.roles.diffIntro')}</Typography>
          {renamed && (
            <Typography variant="body2">
              {t('userAdmin.roles.renamed', { name: after.name.trim() })}
            </Typography>
          )}
          {sections
            .filter(([, keys]) => keys.length > 0)
            .map(([section, keys]) => (
              <div key={section} data-diff={section}>
                <Typography variant="subtitle2" color={section === 'removed' ? 'error' : undefined}>
                  {t(`userAdmin.roles.${section}`)}
                </Typography>
                <ul style={{ margin: 0 }}>
                  {keys.map((key) => (
                    <li key={key}>
                      <Typography variant="body2">{DESCRIPTION.get(key) ?? key}</Typography>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </Stack>
      }
    />
  );
}
