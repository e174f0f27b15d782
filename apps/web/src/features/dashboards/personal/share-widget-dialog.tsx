import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PersonalWidget } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useShareableRoles, useShares, useShareWidget, useUnshareWidget } from './personal-calls';

interface ShareWidgetDialogProps {
  readonly widget: PersonalWidget;
  readonly onClose: () => void;
}

/**
 * Shares one of the user's widgets with roles of their tenant (spec §7 share / un-share): a box per
 * role the server accepts, ticked when shared; each tick is its own call, and the boxes follow the
 * server's list of shares, so a failed call (its toast says why) leaves the box as it was.
 */
export function ShareWidgetDialog({ widget, onClose }: ShareWidgetDialogProps) {
  const { t } = useTranslation();
  const roles = useShareableRoles();
  const shares = useShares();
  const share = useShareWidget();
  const unshare = useUnshareWidget();
  const sharedWith = new Set(
    (shares.data?.items ?? []).filter((item) => item.widgetId === widget.id).map((item) => item.roleId),
  );
  const busy = share.isPending || unshare.isPending || shares.isFetching;
  const failed = roles.isError || shares.isError;
  const toggle = (roleId: string, on: boolean) =>
    (on ? share : unshare).mutate({ widgetId: widget.id, roleId });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('dashboards.share.title', { title: widget.title })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('dashboards.share.intro')}</DialogContentText>
        {failed ? (
          <RetryAlert
            retryLabel={t('dashboards.widget.retry')}
            onRetry={() => void Promise.all([roles.refetch(), shares.refetch()])}
          >
            {t('dashboards.share.loadFailed')}
          </RetryAlert>
        ) : null}
        {!failed && (roles.isPending || shares.isPending) ? <Skeleton variant="rounded" height={96} /> : null}
        {roles.data && shares.data ? (
          roles.data.items.length === 0 ? (
            <Typography color="text.secondary">{t('dashboards.share.none')}</Typography>
          ) : (
            // A plain group, not FormGroup: that one would leave the quick panel's radio group for a
            // chunk of its own on the first load.
            <Box
              role="group"
              aria-label={t('dashboards.share.rolesLabel')}
              sx={{ display: 'flex', flexDirection: 'column' }}
            >
              {roles.data.items.map((role) => (
                <FormControlLabel
                  key={role.id}
                  label={role.name}
                  control={
                    <Checkbox
                      checked={sharedWith.has(role.id)}
                      disabled={busy}
                      onChange={(event) => toggle(role.id, event.target.checked)}
                    />
                  }
                />
              ))}
            </Box>
          )
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
