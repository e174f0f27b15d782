import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { supportTarget } from '../../navigation/user-paths';

/**
 * Spec §6 "Support button": a mail-to button for Merchant.Support.EmailButton holders, otherwise
 * a button to the user's support area (the Contact Support dialog comes in a later version).
 */
export function SupportButton() {
  const { t } = useTranslation();
  const target = supportTarget(useCurrentUser());
  if (!target) return null;
  if (target.kind === 'mail') {
    const label = t('layout.emailSupport');
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" component="a" href={target.href} aria-label={label}>
          <MailOutlineIcon />
        </IconButton>
      </Tooltip>
    );
  }
  const label = t('layout.support');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to={target.to} aria-label={label}>
        <SupportAgentIcon />
      </IconButton>
    </Tooltip>
  );
}
