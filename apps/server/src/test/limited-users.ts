import { eq } from 'drizzle-orm';
import type { Database } from '../infra/db/database';
import { userRoles, users } from '../infra/db/schema';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { demoId } from '../seed/demo-ids';

/** The three per-user limits of spec §6, by the row field each is compared with (data-scope.ts). */
export const LIMIT_FIELDS = {
  customer: 'merchantId',
  paymentMethod: 'paymentMethod',
  serviceProvider: 'serviceProvider',
} as const;

export type LimitKind = keyof typeof LIMIT_FIELDS;

export const LIMIT_KINDS = Object.keys(LIMIT_FIELDS) as LimitKind[];

/** A user limited to one value of one kind, and the unlimited user they are a copy of. */
export interface LimitedUser {
  readonly email: string;
  /** The user whose roles, tenant and merchant this one has, without limits: what the limit hides is what they see. */
  readonly reference: string;
  readonly kind: LimitKind;
  readonly allowed: string;
}

const LIMIT_COLUMNS = {
  customer: 'customerLimits',
  paymentMethod: 'paymentMethodLimits',
  serviceProvider: 'serviceProviderLimits',
} as const;

/**
 * Adds, for each plan, a copy of the reference user (same tenant, merchant and roles) limited to the
 * one value, so a limited user's answer can be compared with what the same user unlimited sees.
 */
export async function addLimitedUsers(
  db: Database,
  plans: readonly Omit<LimitedUser, 'email'>[],
): Promise<LimitedUser[]> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const added: LimitedUser[] = [];
    for (const plan of plans) {
      const [reference] = await tx.select().from(users).where(eq(users.email, plan.reference));
      if (!reference) throw new Error(`No user ${plan.reference} to copy`);
      // Addresses are stored lower-cased (a check constraint says so).
      const email = `limited-${plan.kind.toLowerCase()}.${plan.reference}`;
      const id = demoId(`user:${email}`);
      await tx.insert(users).values({
        ...reference,
        id,
        email,
        passwordHash: null,
        customerLimits: null,
        paymentMethodLimits: null,
        serviceProviderLimits: null,
        [LIMIT_COLUMNS[plan.kind]]: [plan.allowed],
      });
      const held = await tx.select().from(userRoles).where(eq(userRoles.userId, reference.id));
      if (held.length > 0) await tx.insert(userRoles).values(held.map((row) => ({ ...row, userId: id })));
      added.push({ ...plan, email });
    }
    return added;
  });
}
