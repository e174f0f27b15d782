import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { audienceOfUserType } from '@paydesk/contracts/auth/levels';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { supportTarget } from '../../../shell/navigation/user-paths';
import { AREA_AUDIENCE, type SupportArea } from '../model/support-area';

/**
 * A desk serves one audience; its calls answer 403 to anyone else. Platform staff hold every
 * permission key, so the route guard alone would let them into the merchant or tenant desk: they
 * are pointed to their own desk instead of a screen of failed calls. The page keeps the desk's
 * heading, as every screen has one.
 */
export function DeskGuard({ area, children }: { area: SupportArea; children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (audienceOfUserType(user.userType) === AREA_AUDIENCE[area]) return children;
  const own = supportTarget(user);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t(`support.home.heading.${area}`)}
      </Typography>
      <Alert
        severity="info"
        action={
          own?.kind === 'link' ? (
            <Button component={RouterLink} to={own.to}>
              {t('support.wrongDesk.go')}
            </Button>
          ) : undefined
        }
      >
        {t(`support.wrongDesk.${area}`)}
      </Alert>
    </Stack>
  );
}
