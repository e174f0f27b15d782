import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import type { PersonalWidget } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useEditWidgets } from '../api/dashboard-calls';
import { useUserCategories } from './personal-calls';

/** The radio value of "My dashboard", the place of a widget without a category of the user's. */
const MAIN = 'main';

interface MoveWidgetDialogProps {
  readonly widget: PersonalWidget;
  readonly onClose: () => void;
}

/** Moves one of the user's widgets under another of their categories, or back under My dashboard. */
export function MoveWidgetDialog({ widget, onClose }: MoveWidgetDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const categories = useUserCategories();
  const edit = useEditWidgets();
  const [chosen, setChosen] = useState(widget.categoryId ?? MAIN);
  const nameOf = (id: string) =>
    id === MAIN
      ? t('dashboards.categories.main')
      : (categories.data?.items.find((category) => category.id === id)?.name ?? '');

  const move = () =>
    edit.mutate(
      { widgets: [{ id: widget.id, categoryId: chosen === MAIN ? null : chosen }] },
      {
        onSuccess: () => {
          notify.success(t('dashboards.move.done', { title: widget.title, category: nameOf(chosen) }));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('dashboards.move.title', { title: widget.title })}</DialogTitle>
      <DialogContent>
        {categories.isError ? (
          <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void categories.refetch()}>
            {t('dashboards.categories.loadFailed')}
          </RetryAlert>
        ) : null}
        {categories.isPending ? <Skeleton variant="rounded" height={72} /> : null}
        {categories.data ? (
          <RadioGroup
            aria-label={t('dashboards.move.label')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <FormControlLabel value={MAIN} control={<Radio />} label={t('dashboards.categories.main')} />
            {categories.data.items.map((category) => (
              <FormControlLabel
                key={category.id}
                value={category.id}
                control={<Radio />}
                label={category.name}
              />
            ))}
          </RadioGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.move.cancel')}</Button>
        <Button
          variant="contained"
          disabled={edit.isPending || chosen === (widget.categoryId ?? MAIN)}
          onClick={move}
        >
          {t('dashboards.move.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
