import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shell/auth/use-current-user';
import type { RouteDef } from '../../shell/navigation/routes/route-types';
import { dashboardPath } from '../../shell/navigation/user-paths';
import { NotAvailablePage } from '../../shell/not-available/not-available-page';

/** A registry route whose screen is not built yet. Loaded lazily, like any screen. */
export function NotAvailableRoute({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dashboard = dashboardPath(user);
  const onDashboard = `/${route.path.replace(/^\//, '')}` === dashboard;
  return <NotAvailablePage area={t(route.title)} dashboardPath={onDashboard ? null : dashboard} />;
}
