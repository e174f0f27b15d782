import type { AssignableUser } from '@paydesk/contracts/support/support.schemas';

/** A person as the desk shows them: their name, or their email when they have none. */
export function personName(user: AssignableUser | null | undefined): string | null {
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}
