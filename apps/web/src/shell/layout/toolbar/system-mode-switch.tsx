import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { dashboardPath } from '../../navigation/user-paths';
import { useSystemMode } from './use-system-mode';

/**
 * The Test/Live (sandbox) switch (spec §4). Checked means Live. Changing it stores the mode,
 * reloads the data, shows 'You are now in {mode} mode' in the layout's alert area and goes to the
 * dashboard (spec §2).
 */
export function SystemModeSwitch() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const { visible, disabled, mode, setMode } = useSystemMode(user);
  if (!visible || !mode) return null;

  const change = (live: boolean) => {
    const next: SystemMode = live ? 'Live' : 'Test';
    setMode(next);
    notify.info(t('mode.changed', { mode: t(`mode.${next}`) }));
    navigate(dashboardPath(user));
  };

  return (
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
  );
}
