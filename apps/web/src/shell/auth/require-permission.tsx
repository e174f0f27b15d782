import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type AccessRule, canAccess } from './access';
import { useCurrentUser } from './use-current-user';

/**
 * The permission guard (spec §2): a user who may not open the route goes to
 * authentication/unauthorized, carrying the return URL.
 */
export function RequirePermission({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const user = useCurrentUser();
  const location = useLocation();
  if (canAccess(user, rule)) return children;
  const returnUrl = `${location.pathname}${location.search}`;
  return <Navigate to={`/authentication/unauthorized?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
}
