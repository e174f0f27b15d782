import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useAvailableWidgets } from '../api/dashboard-calls';

interface AddWidgetDialogProps {
  readonly onAdd: (widget: Widget) => void;
  readonly onClose: () => void;
  readonly busy: boolean;
}

/** Picks a widget from the user's catalogue (their tenant's and roles' widgets) to add. */
export function AddWidgetDialog({ onAdd, onClose, busy }: AddWidgetDialogProps) {
  const { t } = useTranslation();
  const available = useAvailableWidgets(true);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Widget | null>(null);
  const term = search.trim().toLowerCase();
  const widgets = (available.data?.items ?? []).filter((w) => !term || w.name.toLowerCase().includes(term));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('dashboards.add.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('dashboards.add.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          sx={{ mt: 1 }}
        />
        {available.isError ? (
          <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void available.refetch()}>
            {t('dashboards.add.loadFailed')}
          </RetryAlert>
        ) : (
          <List aria-label={t('dashboards.add.listLabel')} dense sx={{ maxHeight: 360, overflow: 'auto' }}>
            {widgets.map((widget) => (
              <ListItemButton
                key={widget.widgetId}
                selected={chosen?.widgetId === widget.widgetId}
                onClick={() => setChosen(widget)}
              >
                <ListItemText
                  primary={widget.name}
                  secondary={t(`dashboards.types.${widget.data.configuration.widgetType}`)}
                />
              </ListItemButton>
            ))}
            {available.isSuccess && widgets.length === 0 ? (
              <ListItemText sx={{ px: 2 }} primary={t('dashboards.add.none')} />
            ) : null}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.add.cancel')}</Button>
        <Button variant="contained" disabled={!chosen || busy} onClick={() => chosen && onAdd(chosen)}>
          {t('dashboards.add.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
