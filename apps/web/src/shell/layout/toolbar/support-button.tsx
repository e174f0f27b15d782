import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/use-current-user';
import { supportTarget } from '../../navigation/user-paths';
import { useLayoutSlots } from '../layout-slots';

/**
 * Spec §6 "Support button": a mail-to button for Merchant.Support.EmailButton holders, otherwise
 * a button that opens the Contact Support dialog (spec §2).
 */
export function SupportButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { ContactSupportDialog } = useLayoutSlots();
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
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SupportAgentIcon />
        </IconButton>
      </Tooltip>
      {ContactSupportDialog && <ContactSupportDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
