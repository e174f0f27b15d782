import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { useSystemMode } from './use-system-mode';

/**
 * The Test/Live (sandbox) switch (spec §4). Checked means Live. Changing it stores the mode,
 * reloads the data and shows 'You are now in {mode} mode' in the layout's alert area. The user
 * stays where they are, with the page's filters (kept in the URL): the page reloads its data in
 * the new mode rather than sending them to the dashboard to find their way back.
 */
function useModeChange() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const { visible, disabled, mode, setMode } = useSystemMode(user);
  const change = (live: boolean) => {
    const next: SystemMode = live ? 'Live' : 'Test';
    setMode(next);
    notify.info(t('mode.changed', { mode: t(`mode.${next}`) }));
  };
  return { shown: visible && mode !== null, disabled, live: mode === 'Live', mode, change };
}

export function SystemModeSwitch() {
  const { t } = useTranslation();
  const { shown, disabled, live, mode, change } = useModeChange();
  if (!shown) return null;
  const control = (
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
  if (!disabled) return control;
  // Only a sandbox merchant's switch is disabled (forced to Test). A disabled control takes no
  // pointer or focus events, so the wrapper is what the pointer and the Tab key reach; with
  // describeChild it carries the reason as its description, not as its name.
  return (
    <Tooltip title={t('mode.sandboxOnly')} describeChild>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {control}
      </Box>
    </Tooltip>
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
