import type { Actor } from './actor';

/**
 * The organisation a user works for (spec §1 organisation types Platform, Tenant, Merchant). Things a
 * team keeps for itself (support labels, its side of a ticket) belong to the organisation, not the user.
 */
export type Organisation =
  | { readonly kind: 'platform' }
  | { readonly kind: 'tenant'; readonly tenantId: string }
  | { readonly kind: 'merchant'; readonly tenantId: string; readonly merchantId: string };

export function organisationOf(actor: Actor): Organisation {
  if (actor.audience === 'platform') return { kind: 'platform' };
  // A check constraint gives every tenant and merchant user a tenant (and merchant users a merchant).
  const tenantId = actor.tenantId ?? '';
  if (actor.audience === 'tenant') return { kind: 'tenant', tenantId };
  return { kind: 'merchant', tenantId, merchantId: actor.merchantId ?? '' };
}
