import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/**
 * The notifications bell (spec §2 toolbar). The notification panel is a later issue; until then
 * the bell is shown without a panel rather than with a fake one.
 */
export function NotificationsButton() {
  const { t } = useTranslation();
  const label = t('layout.notifications');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label}>
        <NotificationsNoneIcon />
      </IconButton>
    </Tooltip>
  );
}
