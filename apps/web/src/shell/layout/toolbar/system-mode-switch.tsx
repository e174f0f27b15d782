import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { useLandingPath } from '../../navigation/landing';
import { useSystemMode } from './use-system-mode';

/**
 * The Test/Live (sandbox) switch (spec §4). Checked means Live. Changing it stores the mode,
 * reloads the data, shows 'You are now in {mode} mode' in the layout's alert area and goes to the
 * dashboard (spec §2), or, until it is built, to where the user lands (`landingPath`).
 */
function useModeChange() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const landing = useLandingPath();
  const { visible, disabled, mode, setMode } = useSystemMode(user);
  const change = (live: boolean) => {
    const next: SystemMode = live ? 'Live' : 'Test';
    setMode(next);
    notify.info(t('mode.changed', { mode: t(`mode.${next}`) }));
    navigate(landing);
  };
  return { shown: visible && mode !== null, disabled, live: mode === 'Live', mode, change };
}

export function SystemModeSwitch() {
  const { t } = useTranslation();
  const { shown, disabled, live, mode, change } = useModeChange();
  if (!shown) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <Switch
        checked={live}
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

/**
 * The same switch as an entry of the narrow toolbar's "More" menu: a menu item checkbox, so the
 * menu's arrow keys reach it and Enter or Space turns it (a switch inside a menu is skipped by
 * them). The drawn switch only shows the state.
 */
export function SystemModeMenuItem() {
  const { t } = useTranslation();
  const { shown, disabled, live, mode, change } = useModeChange();
  if (!shown) return null;
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={live} disabled={disabled} onClick={() => change(!live)}>
      <ListItemText primary={t('mode.switchLabel')} secondary={t(`mode.${mode}`)} />
      <Switch checked={live} disabled={disabled} size="small" tabIndex={-1} aria-hidden />
    </MenuItem>
  );
}
