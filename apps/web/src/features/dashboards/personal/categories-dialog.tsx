import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserCategory } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { TEXT_MAX } from '@paydesk/contracts/validation/text';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useCreateCategory, useDeleteCategory, useRenameCategory, useUserCategories } from './personal-calls';

interface CategoriesDialogProps {
  /** The user's kind of dashboard: their categories are of it (the server refuses another). */
  readonly userType: 'crm' | 'merchant';
  readonly onClose: () => void;
}

/**
 * The user's own dashboard categories (spec §7 user-dashboard category): add, rename, delete. A
 * refused call (a name taken, a category still holding widgets: 409) shows the server's message in
 * its toast, and the list stays as the server has it.
 */
export function CategoriesDialog({ userType, onClose }: CategoriesDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const categories = useUserCategories();
  const create = useCreateCategory();
  const [name, setName] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    create.mutate(
      { name: wanted, userType },
      {
        onSuccess: (category) => {
          setName('');
          notify.success(t('dashboards.categories.added', { name: category.name }));
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('dashboards.categories.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('dashboards.categories.intro')}</DialogContentText>
        {categories.isError ? (
          <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void categories.refetch()}>
            {t('dashboards.categories.loadFailed')}
          </RetryAlert>
        ) : null}
        {categories.isPending ? <Skeleton variant="rounded" height={72} /> : null}
        {categories.data?.items.length === 0 ? (
          <Typography color="text.secondary">{t('dashboards.categories.none')}</Typography>
        ) : null}
        {categories.data?.items.map((category) => (
          <CategoryRow key={category.id} category={category} />
        ))}
        <Box component="form" onSubmit={add} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label={t('dashboards.categories.newLabel')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX.name } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={!name.trim() || create.isPending}>
            {t('dashboards.categories.add')}
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.categories.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** One category: its name, editable in place (saved with Save or Enter), and its delete button. */
function CategoryRow({ category }: { readonly category: UserCategory }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState(category.name);
  const changed = name.trim() !== '' && name.trim() !== category.name;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    rename.mutate(
      { id: category.id, name: name.trim(), userType: category.userType },
      { onSuccess: (saved) => notify.success(t('dashboards.categories.renamed', { name: saved.name })) },
    );
  };

  return (
    <Box component="form" onSubmit={save} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('dashboards.categories.nameOf', { name: category.name })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: TEXT_MAX.name } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" disabled={!changed || rename.isPending}>
        {t('dashboards.categories.save')}
      </Button>
      <IconButton
        aria-label={t('dashboards.categories.delete', { name: category.name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(category.id, {
            onSuccess: () => notify.success(t('dashboards.categories.deleted', { name: category.name })),
          })
        }
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
