import type { Agreement, Proposal } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { precheckForms } from './onboarding.table';
import {
  addBoardingMerchant,
  caseUrl,
  OB_USERS,
  proposalDraft,
  submitPrecheck,
  useOnboardingTestApp,
} from './onboarding.test-support';

/**
 * The currency of an offer's boarding fees (issue 16; docs/onboarding.md "Currency"): decided when
 * the proposal is written, from the merchant's pre-check form or else the tenant's base currency,
 * and kept by the agreement made from it whatever the form says later.
 */

const { t, api } = useOnboardingTestApp();

const { tenantAdmin } = OB_USERS;

const newProposal = (merchantId: string) =>
  api.ok<Proposal>(tenantAdmin, 'POST', `${caseUrl(merchantId)}/proposals`, proposalDraft());

/** Runs `fn` while Northwind's base currency is `code`, then puts it back. */
async function withNorthwindBase<T>(code: string, fn: () => Promise<T>): Promise<T> {
  const setBase = (baseCurrency: string) =>
    withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.update(tenants).set({ baseCurrency }).where(eq(tenants.id, NORTHWIND.id)),
    );
  const [before] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ code: tenants.baseCurrency }).from(tenants).where(eq(tenants.id, NORTHWIND.id)),
  );
  await setBase(code);
  try {
    return await fn();
  } finally {
    await setBase(before?.code ?? 'EUR');
  }
}

describe('the currency of the boarding fees', () => {
  it("is the merchant's pre-check form currency", async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'pounds');
    await submitPrecheck(t, email, { currency: 'GBP' });
    const proposal = await newProposal(merchantId);
    expect(proposal.currency).toBe('GBP');
    const sent = await api.ok<Proposal>(tenantAdmin, 'POST', `/api/v1/crm/proposals/${proposal.id}/send`);
    expect((await api.ok<Proposal>(email, 'GET', `/api/v1/proposals/${sent.id}`)).currency).toBe('GBP');
  });

  it("is the tenant's base currency when the form has none", async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'no-currency');
    await submitPrecheck(t, email);
    // Submitting needs a currency today; a form stored before that rule, or by hand, may lack one.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(precheckForms)
        .set({ form: sql`${precheckForms.form} - 'currency'` })
        .where(and(eq(precheckForms.tenantId, NORTHWIND.id), eq(precheckForms.merchantId, merchantId))),
    );
    const proposal = await withNorthwindBase('CHF', () => newProposal(merchantId));
    expect(proposal.currency).toBe('CHF');
    // Stored, not worked out again: the tenant's base currency has changed back since.
    const again = await api.ok<Proposal>(tenantAdmin, 'GET', `/api/v1/crm/proposals/${proposal.id}`);
    expect(again.currency).toBe('CHF');
  });

  it("stays the proposal's in the agreement after the pre-check form changes currency", async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'steady');
    await submitPrecheck(t, email, { currency: 'GBP' });
    const proposal = await newProposal(merchantId);
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/proposals/${proposal.id}/send`);
    await api.ok(email, 'PUT', `/api/v1/proposals/${proposal.id}/accept`);
    // The tenant returns the form and the merchant submits it again in euros.
    await api.ok(tenantAdmin, 'POST', `${caseUrl(merchantId)}/precheck/request-changes`, {
      note: 'Please check your trading currency',
    });
    await submitPrecheck(t, email, { currency: 'EUR' });
    const agreement = await api.ok<Agreement>(tenantAdmin, 'POST', `${caseUrl(merchantId)}/agreements`, {
      proposalId: proposal.id,
      agreementBody: '<p>Terms</p>',
    });
    expect(agreement.currency).toBe('GBP');
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/agreements/${agreement.id}/send`);
    const seen = await api.ok<Agreement>(email, 'GET', `/api/v1/agreements/${agreement.id}`);
    expect(seen).toMatchObject({ currency: 'GBP', boardingFee: proposal.boardingFee });
  });
});
