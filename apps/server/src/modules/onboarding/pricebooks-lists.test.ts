import type {
  OfferTemplate,
  OnboardingCase,
  OnboardingMerchantRow,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import type {
  FeeType,
  PriceBookEntry,
  PriceBookSummary,
} from '@paydesk/contracts/onboarding/pricebook.schemas';
import { describe, expect, it } from 'vitest';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import {
  addBoardingMerchant,
  BLUE_HARBOR_BOOK,
  documentType,
  NORTHWIND_BOOK,
  OB_USERS,
  ONBOARD_BIKES,
  submitPrecheck,
  TIDEPOOL,
  uploadDocumentFile,
  useOnboardingTestApp,
} from './onboarding.test-support';

/**
 * The reads the tenant's screens are built from: price books, fee types and products (spec §7
 * "Price books"), offer templates, and the list of merchants in onboarding.
 */

const { t, api } = useOnboardingTestApp();

const { tenantAdmin, otherTenant, merchant } = OB_USERS;
type Page = { count: number; data: OnboardingMerchantRow[] };

describe('price books', () => {
  it("lists the tenant's active price books, each tenant its own", async () => {
    expect(await api.ok<PriceBookSummary[]>(tenantAdmin, 'GET', '/api/v1/crm/pricebooks/all')).toEqual([
      {
        id: NORTHWIND_BOOK,
        name: 'Standard price book',
        description: "Northwind Payments's list prices for small and medium businesses",
        isStandard: true,
        isActive: true,
        ownerId: NORTHWIND.id,
      },
    ]);
    const theirs = await api.ok<PriceBookSummary[]>(otherTenant, 'GET', '/api/v1/crm/pricebooks/all');
    expect(theirs.map((b) => [b.id, b.ownerId])).toEqual([[BLUE_HARBOR_BOOK, BLUE_HARBOR.id]]);
  });

  it('lists every fee type by name, with its symbol', async () => {
    const types = await api.ok<FeeType[]>(tenantAdmin, 'GET', '/api/v1/crm/pricebooks/feetypes/all');
    expect(types.map((f) => [f.feeTypeName, f.feeSymbol])).toEqual([
      ['Chargeback Fee', '€'],
      ['Fixed Fee', '€'],
      ['Monthly Fee', '€'],
      ['Refund Fee', '€'],
      ['Transaction Fee', '%'],
    ]);
  });

  it("gives a book's products in the book's order, with only the fees each has, by fee type name", async () => {
    const entries = await api.ok<PriceBookEntry[]>(
      tenantAdmin,
      'GET',
      `/api/v1/crm/pricebooks/${NORTHWIND_BOOK}/entry`,
    );
    expect(entries.map((e) => e.productName)).toEqual([
      'Card acquiring — Visa/Mastercard',
      'American Express',
      'Open banking payments',
      'Payouts',
      'Fraud screening',
    ]);
    const amex = entries[1];
    expect(amex?.items.map((i) => [i.feeTypeName, i.feeSymbol, i.value])).toEqual([
      ['Chargeback Fee', '€', 20],
      ['Fixed Fee', '€', 0.25],
      ['Transaction Fee', '%', 2.6],
    ]);
    const missing = await api.refused(
      tenantAdmin,
      'GET',
      `/api/v1/crm/pricebooks/${BLUE_HARBOR_BOOK}/entry`,
      404,
    );
    expect(missing.message).toBe('Price book not found');
  });
});

describe('offer templates', () => {
  it("gives the tenant's templates of one kind, with their placeholders", async () => {
    const proposals = await api.ok<OfferTemplate[]>(
      tenantAdmin,
      'GET',
      '/api/v1/crm/onboarding/templates?kind=proposal',
    );
    expect(proposals.map((p) => [p.kind, p.name])).toEqual([['proposal', 'Standard proposal']]);
    expect(proposals[0]?.body).toContain('{{merchantName}}');
    const agreements = await api.ok<OfferTemplate[]>(
      otherTenant,
      'GET',
      '/api/v1/crm/onboarding/templates?kind=agreement',
    );
    expect(agreements.map((p) => p.name)).toEqual(['Merchant services agreement']);
    expect(agreements[0]?.id).not.toBe(proposals[0]?.id);
    await api.refused(tenantAdmin, 'GET', '/api/v1/crm/onboarding/templates?kind=contract', 400);
  });
});

describe('the merchants in onboarding', () => {
  it('lists merchants not yet processing, most recently active first, and pages', async () => {
    const before = await api.ok<Page>(tenantAdmin, 'GET', '/api/v1/crm/onboarding/merchants');
    // Onboard Bikes is the one Northwind merchant boarding; sandbox and live merchants with nothing
    // on file are not in onboarding.
    expect(before.data.map((r) => r.legalBusinessName)).toEqual(['Onboard Bikes Ltd']);
    expect(before.data[0]).toMatchObject({ precheckStatus: 'Draft', documentCount: 0, updatedAt: null });

    const late = await addBoardingMerchant(t.database.db, 'latecomer');
    await submitPrecheck(t, merchant);
    const fileId = await uploadDocumentFile(t, merchant);
    await api.ok(merchant, 'POST', '/api/v1/onboarding/documents', {
      documentTypeId: documentType('address'),
      fileId,
    });
    const after = await api.ok<Page>(tenantAdmin, 'GET', '/api/v1/crm/onboarding/merchants');
    expect(after.count).toBe(2);
    expect(after.data.map((r) => r.merchantId)).toEqual([ONBOARD_BIKES, late.merchantId]);
    expect(after.data[0]).toMatchObject({
      precheckStatus: 'Submitted',
      documentCount: 1,
      latestProposal: null,
    });
    expect(after.data[0]?.updatedAt).not.toBeNull();

    const second = await api.ok<Page>(
      tenantAdmin,
      'GET',
      '/api/v1/crm/onboarding/merchants?pageIndex=1&pageSize=1',
    );
    expect(second).toMatchObject({ count: 2, data: [{ merchantId: late.merchantId }] });
  });

  it("shows Blue Harbor its case under way: Tidepool's latest proposal and agreement", async () => {
    const page = await api.ok<Page>(otherTenant, 'GET', '/api/v1/crm/onboarding/merchants');
    const row = page.data.find((r) => r.merchantId === TIDEPOOL);
    expect(row).toMatchObject({
      legalBusinessName: 'Tidepool Games Ltd',
      precheckStatus: 'Approved',
      documentCount: 3,
      latestProposal: { version: 2, status: 'Accepted' },
      latestAgreement: { version: 1, status: 'PendingAcceptance' },
    });
    const kase = await api.ok<OnboardingCase>(
      otherTenant,
      'GET',
      `/api/v1/crm/onboarding/merchants/${TIDEPOOL}`,
    );
    expect(kase.missingDocumentTypes).toEqual([]);
    expect(kase.proposals.map((p) => [p.version, p.status, p.rejectReason])).toEqual([
      [2, 'Accepted', null],
      [1, 'Rejected', 'The monthly minimum is too high for a café in its first year.'],
    ]);
  });
});
