import { users } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { createActorResolver } from '../modules/users/actor-resolver';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import type { WalkUser } from './endpoint-walk';
import type { TestApp } from './test-app';

/**
 * Every user of the test database as the server resolves them, the demo accounts first: they are
 * the callers a walk picks when one per audience will do.
 */
export async function loadWalkUsers(t: TestApp): Promise<WalkUser[]> {
  const resolver = createActorResolver(t.database.db);
  const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ id: users.id, userType: users.userType }).from(users),
  );
  const walkUsers: WalkUser[] = [];
  for (const row of rows) {
    const actor = await resolver.resolve({ sub: row.id, profile: row.userType }, undefined);
    if (actor) walkUsers.push(actor);
  }
  const rank = (email: string) => {
    const index = DEMO_ACCOUNTS.findIndex((a) => a.email === email);
    return index === -1 ? DEMO_ACCOUNTS.length : index;
  };
  return walkUsers.sort((a, b) => rank(a.email) - rank(b.email) || a.email.localeCompare(b.email));
}
