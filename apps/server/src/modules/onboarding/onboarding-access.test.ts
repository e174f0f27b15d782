import type { OnboardingCase, Proposal } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { DEMO_ONBOARDING } from '../../seed/demo-onboarding';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  addBoardingMerchant,
  BLUE_HARBOR_BOOK,
  NORTHWIND_BOOK,
  OB_USERS,
  ONBOARD_BIKES,
  onboardingClient,
  proposalDraft,
  submitPrecheck,
  TIDEPOOL,
} from './onboarding.test-support';

/**
 * Who may do what (spec §6 onboarding keys; ARCHITECTURE §4): a missing key is a 403, another
 * tenant's or merchant's case, proposal, agreement or price book a 404 — never its data — and
 * customer limits hide a merchant from tenant staff as if it did not exist.
 */

let t: TestApp;
let api: ReturnType<typeof onboardingClient>;
let proposal: Proposal;
let neighbour: { merchantId: string; email: string };
beforeAll(async () => {
  t = await buildTestApp();
  api = onboardingClient(t);
  await submitPrecheck(t, OB_USERS.merchant);
  const draft = await api.ok<Proposal>(
    OB_USERS.tenantAdmin,
    'POST',
    `/api/v1/crm/onboarding/merchants/${ONBOARD_BIKES}/proposals`,
    proposalDraft(),
  );
  proposal = await api.ok<Proposal>(OB_USERS.tenantAdmin, 'POST', `/api/v1/crm/proposals/${draft.id}/send`);
  neighbour = await addBoardingMerchant(t.database.db, 'neighbour');
});
afterAll(() => t.close());

const { merchant, tenantAdmin, agent, limited, otherTenant, acme, sandbox, platform } = OB_USERS;
const crmCase = (merchantId: string) => `/api/v1/crm/onboarding/merchants/${merchantId}`;

async function expectStatus(
  email: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  status: number,
  body?: unknown,
) {
  const response = await api.call(email, method, url, body);
  expect(response.statusCode, `${email} ${method} ${url}: ${response.body}`).toBe(status);
  return response;
}

describe('the onboarding keys', () => {
  it('are needed for every merchant-side call: a merchant administrator holds none of them', async () => {
    for (const email of [acme, sandbox]) {
      for (const url of ['case', 'precheck-form', 'documents', 'document-types']) {
        await expectStatus(email, 'GET', `/api/v1/onboarding/${url}`, 403);
      }
      await expectStatus(email, 'GET', `/api/v1/proposals/${proposal.id}`, 403);
      await expectStatus(email, 'PUT', `/api/v1/proposals/${proposal.id}/accept`, 403);
    }
  });

  it('leave answering to the merchant, and the tenant side to tenant staff', async () => {
    await expectStatus(tenantAdmin, 'PUT', `/api/v1/crm/proposals/${proposal.id}/accept`, 403);
    await expectStatus(merchant, 'GET', `/api/v1/onboarding/merchants`, 403);
    await expectStatus(
      merchant,
      'POST',
      `/api/v1/onboarding/merchants/${ONBOARD_BIKES}/proposals`,
      403,
      proposalDraft(),
    );
    await expectStatus(merchant, 'GET', `/api/v1/pricebooks/all`, 403);
  });

  it("keep a support agent without CRM.Onboarding.View out of the review, and limits hide Onboard Bikes' proposal", async () => {
    await expectStatus(agent, 'GET', crmCase(ONBOARD_BIKES), 403);
    // CRM.Dashboard.View opens proposals (spec §6), but the agent is limited to Acme and Sandbox Labs.
    const hidden = await expectStatus(agent, 'GET', `/api/v1/crm/proposals/${proposal.id}`, 404);
    expect(hidden.json().error.message).toBe('Proposal not found');
  });
});

describe('scope and customer limits', () => {
  it('answer 404 to staff whose customer limits leave Onboard Bikes out, and list nothing', async () => {
    const response = await expectStatus(limited, 'GET', crmCase(ONBOARD_BIKES), 404);
    expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Merchant not found' });
    await expectStatus(limited, 'GET', `/api/v1/crm/proposals/${proposal.id}`, 404);
    await expectStatus(limited, 'POST', `/api/v1/crm/proposals/${proposal.id}/send`, 404);
    const list = await api.ok<{ count: number; data: unknown[] }>(
      limited,
      'GET',
      '/api/v1/crm/onboarding/merchants',
    );
    expect(list).toEqual({ count: 0, data: [] });
  });

  it("answer 404 to another merchant's user holding the onboarding keys", async () => {
    const url = `/api/v1/proposals/${proposal.id}`;
    await expectStatus(neighbour.email, 'GET', url, 404);
    await expectStatus(neighbour.email, 'PUT', `${url}/respond`, 404, { response: 'Accepted' });
    await expectStatus(neighbour.email, 'PUT', `${url}/reject`, 404, { rejectReason: 'Not mine' });
    const mine = await api.ok<OnboardingCase>(neighbour.email, 'GET', '/api/v1/onboarding/case');
    expect(mine.proposals).toEqual([]);
    expect((await api.ok<Proposal>(merchant, 'GET', url)).status).toBe('PendingApproval');
  });

  it("answer 404 to the other tenant's staff, on every kind of object", async () => {
    for (const [method, url, body] of [
      ['GET', crmCase(ONBOARD_BIKES), undefined],
      ['POST', `${crmCase(ONBOARD_BIKES)}/precheck/approve`, undefined],
      ['POST', `${crmCase(ONBOARD_BIKES)}/proposals`, proposalDraft()],
      ['GET', `/api/v1/crm/proposals/${proposal.id}`, undefined],
      ['PUT', `/api/v1/crm/proposals/${proposal.id}`, proposalDraft()],
      ['GET', `/api/v1/crm/pricebooks/${NORTHWIND_BOOK}/entry`, undefined],
    ] as const) {
      await expectStatus(otherTenant, method, url, 404, body);
    }
    for (const [url] of [
      [crmCase(TIDEPOOL)],
      [`/api/v1/crm/proposals/${DEMO_ONBOARDING.tidepool.acceptedProposal}`],
      [`/api/v1/crm/agreements/${DEMO_ONBOARDING.tidepool.pendingAgreement}`],
      [`/api/v1/crm/pricebooks/${BLUE_HARBOR_BOOK}/entry`],
    ]) {
      await expectStatus(tenantAdmin, 'GET', url ?? '', 404);
      await expectStatus(otherTenant, 'GET', url ?? '', 200);
    }
  });

  it('let platform staff read every tenant, or one tenant with the tenantId header', async () => {
    await expectStatus(platform, 'GET', crmCase(ONBOARD_BIKES), 200);
    await expectStatus(
      platform,
      'GET',
      `/api/v1/crm/agreements/${DEMO_ONBOARDING.tidepool.pendingAgreement}`,
      200,
    );
    const all = await api.ok<{ data: { merchantId: string }[] }>(
      platform,
      'GET',
      '/api/v1/crm/onboarding/merchants',
    );
    expect(all.data.map((r) => r.merchantId)).toEqual(expect.arrayContaining([ONBOARD_BIKES, TIDEPOOL]));
    const northwindOnly = await api.call(platform, 'GET', '/api/v1/crm/onboarding/merchants', undefined, {
      tenantid: NORTHWIND.id,
    });
    const ids = (northwindOnly.json() as { data: { merchantId: string }[] }).data.map((r) => r.merchantId);
    expect(ids).toContain(ONBOARD_BIKES);
    expect(ids).not.toContain(TIDEPOOL);
    const blueHarbor = await api.call(platform, 'GET', crmCase(ONBOARD_BIKES), undefined, {
      tenantid: BLUE_HARBOR.id,
    });
    expect(blueHarbor.statusCode).toBe(404);
  });
});
