import { type SQL, sql } from 'drizzle-orm';
import { qualified } from './qualified';
import { roles, userRoles, users } from './schema';

/**
 * The user of the outer query (`users`) holds a role meeting `roleCondition` (written on `roles`).
 * A user holds several roles (user_roles, 0026): a condition on "their role" is a condition on any
 * of them. Inside the condition an unqualified column is the role's: name the outer user's columns
 * with `qualified` (qualified.ts).
 */
export function holdsRoleWhere(roleCondition: SQL | undefined): SQL {
  return sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${qualified(users.id)} and ${roleCondition ?? sql`true`})`;
}
