import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { RequirePermission } from '../../shell/auth/require-permission';
import { useCurrentUser } from '../../shell/auth/use-current-user';
import type { RouteDef } from '../../shell/navigation/routes/route-types';
import { isOperator } from '../../shell/navigation/user-paths';

/** A registry route's guards: the operator redirect, then the permission guard (spec §2, §6). */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const user = useCurrentUser();
  if (route.redirectOperatorsTo && isOperator(user))
    return <Navigate to={route.redirectOperatorsTo} replace />;
  if (!route.rule) return children;
  return <RequirePermission rule={route.rule}>{children}</RequirePermission>;
}
