import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { isRouteHandle } from '../routes/route-types';
import { dashboardPath } from '../user-paths';

/** The toolbar's breadcrumbs, from the deepest matched registry route (spec §2). */
export function PortalBreadcrumbs() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const matches = useMatches();
  const handle = matches
    .map((m) => m.handle)
    .reverse()
    .find(isRouteHandle);
  if (!handle || handle.route.hideBreadcrumbs) return null;
  const crumbs = breadcrumbTrail(handle.route, dashboardPath(user));
  return (
    <Breadcrumbs aria-label={t('layout.breadcrumbs')} sx={{ color: 'inherit', minWidth: 0 }}>
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        if (crumb.to && !last) {
          return (
            <Link key={crumb.title} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
              {t(crumb.title)}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.title}
            color="inherit"
            sx={last ? { fontWeight: 600 } : undefined}
            aria-current={last ? 'page' : undefined}
          >
            {t(crumb.title)}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
