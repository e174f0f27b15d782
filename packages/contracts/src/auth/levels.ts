import { z } from 'zod';

/** Spec §1: user level order Customer=0, Tenant=1, Platform=2. */
export const UserLevel = { Customer: 0, Tenant: 1, Platform: 2 } as const;
export type UserLevel = (typeof UserLevel)[keyof typeof UserLevel];

/** Who may call an endpoint. A merchant user is at the customer level. */
export const Audience = z.enum(['customer', 'tenant', 'platform']);
export type Audience = z.infer<typeof Audience>;

export const LEVEL_OF_AUDIENCE: Record<Audience, UserLevel> = {
  customer: UserLevel.Customer,
  tenant: UserLevel.Tenant,
  platform: UserLevel.Platform,
};

/**
 * Spec §1/§3: the token's `profile` claim carries the user type: `crm` for tenant staff,
 * `Platform` for platform staff, `merchant` (or `customer`) for merchant users.
 */
export const UserType = z.enum(['crm', 'Platform', 'merchant', 'customer']);
export type UserType = z.infer<typeof UserType>;

export function audienceOfUserType(userType: UserType): Audience {
  if (userType === 'Platform') return 'platform';
  if (userType === 'crm') return 'tenant';
  return 'customer';
}

/** Spec §1: organisation types. */
export const OrganisationType = z.enum(['Platform', 'Tenant', 'Merchant']);

/** Spec §4 Test/Live mode; the `Mode` header carries the SystemMode value. */
export const SystemMode = z.enum(['Test', 'Live']);
export type SystemMode = z.infer<typeof SystemMode>;

/** Spec §3 merchant.processingStatus values that drive the Test/Live switch (spec §4). */
export const ProcessingStatus = z.enum(['NoProcessing', 'SandboxEnabled', 'LiveEnabled']);
export type ProcessingStatus = z.infer<typeof ProcessingStatus>;
