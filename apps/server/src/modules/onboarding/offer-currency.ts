import { eq } from 'drizzle-orm';
import { tenants } from '../../infra/db/schema';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import type { OnboardingMerchant } from './onboarding-access';
import type { PrecheckRow } from './precheck.repository';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The currency a new proposal's boarding fees are in (issue 16): the one the merchant chose on its
 * pre-check form (submitting requires it), else, for a form saved without one, the tenant's base
 * currency. It is stored with the proposal and copied to the agreement made from it, never worked
 * out again: a contract keeps its currency when the form or the tenant's settings change later.
 */
export async function newProposalCurrency(
  tx: ScopedTx,
  merchant: OnboardingMerchant,
  precheck: PrecheckRow | undefined,
): Promise<string> {
  // A saved draft of the form is not yet checked by the schema: only a currency code counts (as in
  // migration 0035), never text the offer's check constraint would refuse.
  const chosen = precheck?.form.currency;
  if (typeof chosen === 'string' && CURRENCY_CODE.test(chosen)) return chosen;
  const [tenant] = await tx
    .select({ baseCurrency: tenants.baseCurrency })
    .from(tenants)
    .where(eq(tenants.id, merchant.tenantId))
    .limit(1);
  if (!tenant) throw new Error("The merchant's tenant was not found");
  // char(3), like every stored code; trimmed as tenant settings answer it.
  return tenant.baseCurrency.trim();
}
