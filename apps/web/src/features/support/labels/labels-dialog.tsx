import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmLabelDelete } from './confirm-label-delete';
import { LabelForm } from './label-form';
import { LabelList } from './label-list';
import { moveLabel } from './label-order';
import { useDeleteLabel, useRearrangeLabels, useSaveLabel } from './use-label-mutations';
import { useSupportLabels } from './use-support-labels';

export interface LabelsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** What the dialog shows besides the list: nothing, the add form, or the edit form of a label. */
type Editing = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; label: Label };

/** The Labels dialog (spec §2): the organisation's labels, reordered, added, edited and deleted. */
export function LabelsDialog({ open, onClose }: LabelsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const labels = useSupportLabels(open);
  const save = useSaveLabel();
  const remove = useDeleteLabel();
  const rearrange = useRearrangeLabels();
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const [deleting, setDeleting] = useState<Label | null>(null);
  const list = labels.data ?? [];

  const close = () => {
    setEditing({ mode: 'list' });
    onClose();
  };

  const move = (from: number, to: number) => rearrange.mutate(moveLabel(list, from, to));

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('supportDialogs.labels.title')}</DialogTitle>
      <DialogContent dividers>
        {labels.isLoading && <CircularProgress size={24} aria-label={t('widgets.select.loading')} />}
        {labels.isError && <Alert severity="error">{t('supportDialogs.labels.loadFailed')}</Alert>}
        {labels.isSuccess && list.length === 0 && (
          <Typography color="text.secondary">{t('supportDialogs.labels.empty')}</Typography>
        )}
        {editing.mode === 'list' ? (
          <LabelList
            labels={list}
            onMove={move}
            onEdit={(label) => setEditing({ mode: 'edit', label })}
            onDelete={setDeleting}
            disabled={rearrange.isPending}
          />
        ) : (
          <LabelForm
            key={editing.mode === 'edit' ? editing.label.labelId : 'new'}
            label={editing.mode === 'edit' ? editing.label : undefined}
            saving={save.isPending}
            onCancel={() => setEditing({ mode: 'list' })}
            onSave={(fields) =>
              save.mutate(
                { labelId: editing.mode === 'edit' ? editing.label.labelId : undefined, label: fields },
                { onSuccess: () => setEditing({ mode: 'list' }) },
              )
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        {editing.mode === 'list' && (
          <Button onClick={() => setEditing({ mode: 'add' })}>{t('supportDialogs.labels.add')}</Button>
        )}
        <Button onClick={close}>{t('supportDialogs.labels.close')}</Button>
      </DialogActions>
      <ConfirmLabelDelete
        label={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(label) => remove.mutate(label.labelId, { onSettled: () => setDeleting(null) })}
      />
    </Dialog>
  );
}
