import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import { currentUserQuery } from './current-user.query';

/** The signed-in user's context. Only inside the login guard, which loads it first. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
