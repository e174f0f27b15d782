import { and, eq, isNull } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Database } from '../../infra/db/database';
import { tenants, users } from '../../infra/db/schema';

/** The part of a user the identity pages and tokens need. */
export interface IdentityUser {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly userType: 'crm' | 'Platform' | 'merchant' | 'customer';
  readonly tenantId: string | null;
  readonly merchantId: string | null;
  readonly isActive: boolean;
  readonly isLocked: boolean;
  /** Goes into each access token; a password change starts a new generation (token-revocation.ts). */
  readonly tokenGeneration: number;
  /** Whether the user's tenant is active (null for platform staff, who have none). */
  readonly tenantActive: boolean | null;
}

const identityColumns = {
  id: users.id,
  email: users.email,
  passwordHash: users.passwordHash,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  tenantId: users.tenantId,
  merchantId: users.merchantId,
  isActive: users.isActive,
  isLocked: users.isLocked,
  tokenGeneration: users.tokenGeneration,
  tenantActive: tenants.isActive,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Emails are stored lower-case (a check constraint says so); compare the same way. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A deleted user (users.deleted_at, 0026) is absent: their address may belong to a living user
 * invited since, whom the unique index of the living makes the only match.
 */
export async function findUserByEmail(db: Database, email: string): Promise<IdentityUser | undefined> {
  const [user] = await db
    .select(identityColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.email, normaliseEmail(email)), isNull(users.deletedAt)));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<IdentityUser | undefined> {
  if (!UUID.test(id)) return undefined;
  const [user] = await db
    .select(identityColumns)
    .from(users)
    .leftJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return user;
}

/**
 * Inactive and locked users, and the users of a deactivated tenant, cannot sign in, and their
 * existing sessions stop working.
 */
export function canSignIn(user: IdentityUser): boolean {
  return user.isActive && !user.isLocked && user.tenantActive !== false;
}

export async function recordLogin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * oidc-provider's `findAccount`: the account behind a session or token, with the claims the ID token
 * carries. Returning undefined for an inactive or locked user makes the provider treat the session as
 * gone, so silent renewal fails and the portal signs the user out.
 */
export function createFindAccount(db: Database) {
  return async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    const user = await findUserById(db, sub);
    if (!user || !canSignIn(user)) return undefined;
    return {
      accountId: user.id,
      claims: () => ({
        sub: user.id,
        email: user.email,
        given_name: user.firstName,
        family_name: user.lastName,
        name: `${user.firstName} ${user.lastName}`.trim(),
        // Paydesk's convention (spec §1): `profile` carries the user type, not a profile page URL.
        profile: user.userType,
      }),
    };
  };
}
