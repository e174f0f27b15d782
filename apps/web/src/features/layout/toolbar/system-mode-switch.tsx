import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { dashboardPath } from '../../navigation/user-paths';
import { useSystemMode } from './use-system-mode';

/** Spec §9: alerts auto-dismiss after 5 s. */
const ALERT_MS = 5000;

/**
 * The Test/Live (sandbox) switch (spec §4). Checked means Live. Changing it stores the mode,
 * reloads the data, shows 'You are now in {mode} mode' and goes to the dashboard (spec §2).
 */
export function SystemModeSwitch() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { visible, disabled, mode, setMode } = useSystemMode(user);
  const [changedTo, setChangedTo] = useState<SystemMode | null>(null);
  if (!visible || !mode) return null;

  const change = (live: boolean) => {
    const next: SystemMode = live ? 'Live' : 'Test';
    setMode(next);
    setChangedTo(next);
    navigate(dashboardPath(user));
  };

  return (
    <>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Switch
          checked={mode === 'Live'}
          disabled={disabled}
          onChange={(_, checked) => change(checked)}
          slotProps={{ input: { 'aria-label': t('mode.switchLabel') } }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`mode.${mode}`)}
        </Typography>
      </Stack>
      <Snackbar
        open={changedTo !== null}
        autoHideDuration={ALERT_MS}
        onClose={() => setChangedTo(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Alert severity="info" onClose={() => setChangedTo(null)} variant="filled">
          {t('mode.changed', { mode: changedTo ? t(`mode.${changedTo}`) : '' })}
        </Alert>
      </Snackbar>
    </>
  );
}
