import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../auth/use-current-user';
import { portalTitle } from '../../theme/portal-title';

/** The portal type with the company name (spec §1), where a layout's toolbar has room for it. */
export function PortalName() {
  return (
    <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
      {portalTitle(useCurrentUser())}
    </Typography>
  );
}
