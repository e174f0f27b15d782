import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { errorBodyOf, errorCodeOf, fieldErrorsOf } from '../../../lib/api/field-errors';
import { useCatalogueCategories, useDeleteCategory, useSaveCategory } from './management-calls';
import { ManagementHeading } from './management-heading';

interface Editing {
  readonly id: string | null;
  readonly name: string;
}

/**
 * The widget catalogue's categories (crm/settings/dashboard/management/categories-settings):
 * create, rename, delete. A category still holding widgets is refused (the server says so).
 */
export function CategoriesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const categories = useCatalogueCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  // A taken name is the name field's problem, shown there (by its code, never its words).
  const nameError =
    fieldErrorsOf(save.error).name ??
    (errorCodeOf(save.error) === 'DASHBOARD_CATEGORY_NAME_TAKEN'
      ? errorBodyOf(save.error)?.message
      : undefined);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ManagementHeading page="categories" />
      <Box>
        <Button
          variant="contained"
          onClick={() => {
            save.reset();
            setEditing({ id: null, name: '' });
          }}
        >
          {t('dashboards.management.categories.create')}
        </Button>
      </Box>
      {categories.isError ? (
        <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void categories.refetch()}>
          {t('dashboards.management.categories.loadFailed')}
        </RetryAlert>
      ) : null}
      <Table size="small" aria-label={t('dashboards.management.categories.heading')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboards.management.categories.name')}</TableCell>
            <TableCell>{t('dashboards.management.categories.widgets')}</TableCell>
            <TableCell>{t('dashboards.management.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(categories.data?.items ?? []).map((category) => (
            <TableRow key={category.id}>
              <TableCell>{category.name}</TableCell>
              <TableCell>{category.widgetCount}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => {
                    save.reset();
                    setEditing({ id: category.id, name: category.name });
                  }}
                >
                  {t('dashboards.management.rename')}
                </Button>
                <Button size="small" color="error" onClick={() => setDeleting(category)}>
                  {t('dashboards.management.delete')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing ? (
        <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="xs">
          <DialogTitle>
            {t(
              editing.id
                ? 'dashboards.management.categories.renameTitle'
                : 'dashboards.management.categories.createTitle',
            )}
          </DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              sx={{ mt: 1 }}
              label={t('dashboards.management.categories.name')}
              value={editing.name}
              onChange={(event) => setEditing({ ...editing, name: event.target.value })}
              error={nameError !== undefined}
              helperText={nameError}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>{t('dashboards.add.cancel')}</Button>
            <Button
              variant="contained"
              disabled={save.isPending}
              onClick={() =>
                save.mutate(editing, {
                  onSuccess: () => {
                    notify.success(t('dashboards.management.saved', { name: editing.name.trim() }));
                    setEditing(null);
                  },
                })
              }
            >
              {t('dashboards.management.save')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('dashboards.management.categories.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('dashboards.management.categories.deleteMessage')}
        confirmLabel={t('dashboards.management.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(t('dashboards.management.deleted', { name: deleting.name })),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Box>
  );
}
