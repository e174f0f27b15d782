import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RequirePermission } from '../../shell/auth/require-permission';
import { useCurrentUser } from '../../shell/auth/use-current-user';
import { useIsBuilt } from '../../shell/navigation/built-screens';
import { useLandingPath } from '../../shell/navigation/landing';
import type { RouteDef } from '../../shell/navigation/routes/route-types';
import { dashboardPath, isOperator } from '../../shell/navigation/user-paths';

/**
 * A registry route's guards: the operator redirect, the landing redirect, then the permission guard
 * (spec §2, §6). Until the user's dashboard is built, opening it (after sign-in, from `/` or an
 * unknown path) lands them on the first built screen of their menu instead (`landingPath`).
 */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const user = useCurrentUser();
  const isBuilt = useIsBuilt();
  const landing = useLandingPath();
  if (route.redirectOperatorsTo && isOperator(user))
    return <Navigate to={route.redirectOperatorsTo} replace />;
  const dashboard = dashboardPath(user);
  if (`/${route.path}` === dashboard && !isBuilt(route.path) && landing !== dashboard)
    return <Navigate to={landing} replace />;
  if (!route.rule) return children;
  return <RequirePermission rule={route.rule}>{children}</RequirePermission>;
}
