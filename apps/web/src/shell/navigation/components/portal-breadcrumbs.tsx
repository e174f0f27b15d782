import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../auth/use-current-user';
import { breadcrumbTrail } from '../breadcrumb-trail';
import { isDynamicRoutePath, readDynamicBreadcrumbs } from '../dynamic-breadcrumbs';
import type { RouteDef } from '../routes/route-types';
import { dashboardPath } from '../user-paths';
import { useCurrentRoute } from './use-current-route';

interface ShownCrumb {
  readonly label: string;
  readonly to?: string;
}

/** The crumbs of a route: from session storage for a dynamic route that has them (spec §2). */
function useCrumbs(route: RouteDef): ShownCrumb[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const dashboardTo = dashboardPath(useCurrentUser());
  const stored = isDynamicRoutePath(route.path) ? readDynamicBreadcrumbs(pathname) : null;
  if (stored) return [{ label: t('nav.dashboard'), to: dashboardTo }, ...stored];
  return breadcrumbTrail(route, dashboardTo).map((c) => ({ label: t(c.title), ...(c.to && { to: c.to }) }));
}

function Trail({ route, compact }: { route: RouteDef; compact: boolean }) {
  const { t } = useTranslation();
  const crumbs = useCrumbs(route);
  return (
    <Breadcrumbs
      aria-label={t('layout.breadcrumbs')}
      sx={{ color: 'inherit', minWidth: 0 }}
      {...(compact && { maxItems: 1, itemsBeforeCollapse: 0, itemsAfterCollapse: 1 })}
    >
      {crumbs.map((crumb, index) => {
        const last = index === crumbs.length - 1;
        const key = `${index}-${crumb.label}`;
        // Spec §2: the last crumb is not clickable.
        if (crumb.to && !last) {
          return (
            <Link key={key} component={RouterLink} to={crumb.to} color="inherit" underline="hover">
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography
            key={key}
            color="inherit"
            sx={last ? { fontWeight: 600 } : undefined}
            aria-current={last ? 'page' : undefined}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}

/**
 * The toolbar's breadcrumbs, from the deepest matched registry route (spec §2). `compact` (a
 * narrow screen) shows the last crumb only, after a button that shows the whole trail.
 */
export function PortalBreadcrumbs({ compact = false }: { compact?: boolean }) {
  const route = useCurrentRoute();
  if (!route || route.hideBreadcrumbs) return null;
  return <Trail route={route} compact={compact} />;
}
