import { offerOfObjectUrl } from '@paydesk/contracts/notifications/notifications.model';
import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import type {
  Agreement,
  BoardingDocument,
  OnboardingCase,
  Proposal,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { describe, expect, it } from 'vitest';
import { formatOfferDate } from './offer-templates';
import {
  documentType,
  notificationsOf,
  OB_USERS,
  ONBOARD_BIKES,
  proposalDraft,
  uploadDocumentFile,
  useOnboardingTestApp,
  validPrecheck,
} from './onboarding.test-support';

/**
 * The onboarding journey of issue 5 as calls, with the demo accounts: Onboard Bikes fills and
 * submits its pre-check form and files a document, Northwind reviews and sends a proposal, the
 * merchant rejects it, accepts a second one, then accepts the agreement and is boarded into the
 * sandbox. Every step's notification reaches the other side. The steps build on each other.
 */

const { t, api } = useOnboardingTestApp();

const { merchant, tenantAdmin, agent, platform } = OB_USERS;
const ONBOARDING = '/api/v1/onboarding';
const CRM_CASE = `/api/v1/crm/onboarding/merchants/${ONBOARD_BIKES}`;

async function processingStatus(email: string): Promise<string> {
  const me = await api.ok<{ merchant: { processingStatus: string } }>(email, 'GET', '/api/v1.1/users');
  return me.merchant.processingStatus;
}

describe('the merchant fills the pre-check form', () => {
  it('saves a draft, checking each field given', async () => {
    const saved = await api.ok<PrecheckForm>(merchant, 'PUT', `${ONBOARDING}/precheck-form`, {
      legalName: 'Onboard Bikes Ltd',
      country: 'IE',
    });
    expect(saved).toMatchObject({ status: 'Draft', form: { legalName: 'Onboard Bikes Ltd', country: 'IE' } });
    const bad = await api.refused(merchant, 'PUT', `${ONBOARDING}/precheck-form`, 400, {
      country: 'ZZ',
      currency: 'XYZ',
    });
    expect(bad.details).toEqual([
      { field: 'body.country', message: 'Choose a country from the list' },
      { field: 'body.currency', message: 'Choose a currency from the list' },
    ]);
    expect((await api.ok<PrecheckForm>(merchant, 'GET', `${ONBOARDING}/precheck-form`)).form).toEqual({
      legalName: 'Onboard Bikes Ltd',
      country: 'IE',
    });
  });

  it('is refused a submission naming every missing or invalid field', async () => {
    const error = await api.refused(merchant, 'POST', `${ONBOARDING}/precheck-form/submit`, 400, {
      legalName: 'Onboard Bikes Ltd',
      country: 'IE',
    });
    const fields = (error.details ?? []).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'body.registrationNumber',
        'body.addressLine1',
        'body.city',
        'body.postalCode',
        'body.merchantCategoryCode',
        'body.currency',
        'body.expectedMonthlyVolume',
        'body.averageTicket',
        'body.contactName',
        'body.contactEmail',
        'body.contactPhone',
      ]),
    );
    expect(fields).not.toContain('body.tradingName');
    expect(error.details?.find((d) => d.field === 'body.city')?.message).toBe('This field is required');
    const tooBig = await api.refused(merchant, 'POST', `${ONBOARDING}/precheck-form/submit`, 400, {
      ...validPrecheck(),
      averageTicket: 5_000_000,
    });
    expect(tooBig.details).toEqual([
      {
        field: 'body.averageTicket',
        message: 'The average ticket cannot exceed the expected monthly volume',
      },
    ]);
    expect((await api.ok<PrecheckForm>(merchant, 'GET', `${ONBOARDING}/precheck-form`)).status).toBe('Draft');
  });

  it('submits, after which the form cannot be changed', async () => {
    const submitted = await api.ok<PrecheckForm>(
      merchant,
      'POST',
      `${ONBOARDING}/precheck-form/submit`,
      validPrecheck(),
    );
    expect(submitted.status).toBe('Submitted');
    expect(submitted.submittedAt).not.toBeNull();
    expect(submitted.form).toEqual(validPrecheck());
    const refused = await api.refused(merchant, 'PUT', `${ONBOARDING}/precheck-form`, 409, validPrecheck());
    expect(refused).toMatchObject({
      code: 'PRECHECK_NOT_EDITABLE',
      message: ONBOARDING_MESSAGES.precheckNotEditable,
    });
  });

  it('tells tenant staff who review onboarding, and nobody else', async () => {
    const [notice] = await notificationsOf(t, tenantAdmin);
    expect(notice).toMatchObject({
      notificationType: 'PreCheckForm',
      title: 'Pre-check form submitted by Onboard Bikes Ltd',
      objectUrl: `/crm/onboarding/${ONBOARD_BIKES}`,
      useRouter: true,
      isRead: false,
    });
    expect(notice?.description).toContain('<strong>Onboard Bikes Ltd</strong>');
    for (const email of [merchant, agent, platform]) {
      expect((await notificationsOf(t, email)).filter((n) => n.notificationType === 'PreCheckForm')).toEqual(
        [],
      );
    }
  });
});

describe('the merchant files a document', () => {
  let document: BoardingDocument;

  it('uploads it as a document, files it, and tenant staff hear of it', async () => {
    const fileId = await uploadDocumentFile(t, merchant, 'incorporation.pdf');
    document = await api.ok<BoardingDocument>(merchant, 'POST', `${ONBOARDING}/documents`, {
      documentTypeId: documentType('incorporation'),
      fileId,
    });
    expect(document).toMatchObject({
      documentTypeName: 'Certificate of incorporation',
      fileId,
      fileName: 'incorporation.pdf',
      contentType: 'application/pdf',
      uploadedBy: merchant,
    });
    const [notice] = await notificationsOf(t, tenantAdmin);
    expect(notice).toMatchObject({
      notificationType: 'BoardingDocuments',
      title: 'New boarding document from Onboard Bikes Ltd',
      objectUrl: `/crm/onboarding/${ONBOARD_BIKES}?tab=documents`,
    });
    expect(notice?.description).toContain('incorporation.pdf (Certificate of incorporation)');
    expect(await api.ok<BoardingDocument[]>(merchant, 'GET', `${ONBOARDING}/documents`)).toEqual([document]);
  });

  it('lets tenant staff download it, and keeps the file service from deleting it', async () => {
    const download = await api.call(tenantAdmin, 'GET', `/api/fs/file/${document.fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF')).toBe(true);
    expect((await api.call(OB_USERS.limited, 'GET', `/api/fs/file/${document.fileId}`)).statusCode).toBe(404);
    expect((await api.call(merchant, 'DELETE', `/api/fs/file/${document.fileId}`)).statusCode).toBe(409);
  });

  it('shows the tenant the case: the form, the document and the required types still missing', async () => {
    const kase = await api.ok<OnboardingCase>(tenantAdmin, 'GET', CRM_CASE);
    expect(kase.merchant).toMatchObject({
      legalBusinessName: 'Onboard Bikes Ltd',
      processingStatus: 'NoProcessing',
    });
    expect(kase.precheck.status).toBe('Submitted');
    expect(kase.documents).toEqual([document]);
    expect(kase.missingDocumentTypes).toEqual(['Proof of business address', "Director's ID"]);
  });
});

describe('proposals', () => {
  let first: Proposal;
  let second: Proposal;

  it('are written as drafts the merchant cannot see', async () => {
    first = await api.ok<Proposal>(tenantAdmin, 'POST', `${CRM_CASE}/proposals`, proposalDraft());
    expect(first).toMatchObject({
      version: 1,
      status: 'Created',
      sentAt: null,
      merchantName: 'Onboard Bikes Ltd',
    });
    expect(first.tenantName).toBe('Northwind Payments');
    const today = formatOfferDate(new Date(), 'Europe/London');
    expect(first.proposalBody).toBe(
      `<h2>Proposal for Onboard Bikes Ltd</h2><p>From Northwind Payments, ${today}.</p>`,
    );
    expect((await api.call(merchant, 'GET', `/api/v1/proposals/${first.id}`)).statusCode).toBe(404);
    expect((await api.ok<OnboardingCase>(merchant, 'GET', `${ONBOARDING}/case`)).proposals).toEqual([]);
  });

  it('are sent, and the merchant is told and can open it', async () => {
    const sent = await api.ok<Proposal>(tenantAdmin, 'POST', `/api/v1/crm/proposals/${first.id}/send`);
    expect(sent.status).toBe('PendingApproval');
    expect(sent.sentAt).not.toBeNull();
    const [notice] = await notificationsOf(t, merchant);
    expect(notice).toMatchObject({
      notificationType: 'Proposal',
      title: 'New proposal from Northwind Payments',
      objectUrl: `/boarding/proposals?proposalId=${first.id}`,
    });
    expect(offerOfObjectUrl(notice?.objectUrl ?? null)).toEqual({ kind: 'proposal', id: first.id });
    const seen = await api.ok<Proposal>(merchant, 'GET', `/api/v1/proposals/${first.id}`);
    expect(seen).toEqual({ ...first, status: 'PendingApproval', sentAt: sent.sentAt });
  });

  it('need a reason to be rejected', async () => {
    const url = `/api/v1/proposals/${first.id}`;
    for (const [path, body] of [
      [`${url}/respond`, { response: 'Rejected' }],
      [`${url}/respond`, { response: 'Rejected', rejectReason: '   ' }],
      [`${url}/reject`, {}],
    ] as const) {
      const error = await api.refused(merchant, 'PUT', path, 400, body);
      expect(error.details?.[0]?.message).toBe('Reject reason is required');
    }
  });

  it('are rejected with a reason, tenant staff are told, and a second answer is refused', async () => {
    const answer = await api.ok(merchant, 'PUT', `/api/v1/proposals/${first.id}/respond`, {
      response: 'Rejected',
      rejectReason: 'The monthly minimum is too high for us',
    });
    expect(answer).toEqual({ result: 'success', status: 'Rejected' });
    const [notice] = await notificationsOf(t, tenantAdmin);
    expect(notice).toMatchObject({
      notificationType: 'Proposal',
      title: 'Onboard Bikes Ltd rejected proposal version 1',
      objectUrl: `/crm/onboarding/${ONBOARD_BIKES}?proposalId=${first.id}`,
    });
    expect(notice?.description).toContain('Reason: The monthly minimum is too high for us');
    const again = await api.refused(merchant, 'PUT', `/api/v1/proposals/${first.id}/accept`, 409);
    expect(again).toMatchObject({
      code: 'OFFER_NOT_ANSWERABLE',
      message: ONBOARDING_MESSAGES.proposalNotAnswerable,
    });
    const seen = await api.ok<Proposal>(tenantAdmin, 'GET', `/api/v1/crm/proposals/${first.id}`);
    expect(seen).toMatchObject({
      status: 'Rejected',
      rejectReason: 'The monthly minimum is too high for us',
    });
    expect(seen.respondedAt).not.toBeNull();
  });

  it('come again as version 2, which the merchant accepts', async () => {
    second = await api.ok<Proposal>(
      tenantAdmin,
      'POST',
      `${CRM_CASE}/proposals`,
      proposalDraft({ monthlyMinimumFee: 15 }),
    );
    expect(second.version).toBe(2);
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/proposals/${second.id}/send`);
    expect(await api.ok(merchant, 'PUT', `/api/v1/proposals/${second.id}/accept`)).toEqual({
      result: 'success',
      status: 'Accepted',
    });
    expect((await notificationsOf(t, tenantAdmin))[0]?.title).toBe(
      'Onboard Bikes Ltd accepted proposal version 2',
    );
    const mine = await api.ok<OnboardingCase>(merchant, 'GET', `${ONBOARDING}/case`);
    expect(mine.proposals.map((p) => [p.version, p.status])).toEqual([
      [2, 'Accepted'],
      [1, 'Rejected'],
    ]);
  });

  it('after which an agreement is made, sent and accepted, and the merchant is in the sandbox', async () => {
    expect(await processingStatus(merchant)).toBe('NoProcessing');
    const draft = await api.ok<Agreement>(tenantAdmin, 'POST', `${CRM_CASE}/agreements`, {
      proposalId: second.id,
      agreementBody: '<p>Agreement with {{merchantName}}</p><script>alert(1)</script>',
    });
    expect(draft).toMatchObject({
      version: 1,
      status: 'Created',
      proposalId: second.id,
      monthlyMinimumFee: 15,
      boardingFee: 199,
      agreementBody: '<p>Agreement with Onboard Bikes Ltd</p>',
    });
    // The proposal's products and fees, copied (the copies have their own item ids).
    const withoutIds = (entries: Proposal['proposalEntries']) =>
      entries.map((e) => ({ ...e, items: e.items.map(({ id: _, ...item }) => item) }));
    expect(withoutIds(draft.agreementEntries)).toEqual(withoutIds(second.proposalEntries));
    const changed = await api.ok<Agreement>(tenantAdmin, 'PUT', `/api/v1/crm/agreements/${draft.id}`, {
      agreementBody: '<p>Signed for {{merchantName}} on {{date}}</p>',
    });
    expect(changed.agreementBody).toContain('Signed for Onboard Bikes Ltd on ');
    await api.ok(tenantAdmin, 'POST', `/api/v1/crm/agreements/${draft.id}/send`);
    const [notice] = await notificationsOf(t, merchant);
    expect(notice).toMatchObject({
      notificationType: 'Agreement',
      title: 'New agreement from Northwind Payments',
      objectUrl: `/boarding/proposals?agreementId=${draft.id}`,
    });
    expect(
      await api.ok(merchant, 'PUT', `/api/v1/agreements/${draft.id}/respond`, { response: 'Accepted' }),
    ).toEqual({
      result: 'success',
      status: 'Accepted',
    });
    expect(await processingStatus(merchant)).toBe('SandboxEnabled');
    expect((await notificationsOf(t, tenantAdmin))[0]).toMatchObject({
      notificationType: 'Agreement',
      title: 'Onboard Bikes Ltd accepted agreement version 1',
      objectUrl: `/crm/onboarding/${ONBOARD_BIKES}?agreementId=${draft.id}`,
    });
    const refused = await api.refused(tenantAdmin, 'POST', `${CRM_CASE}/proposals`, 409, proposalDraft());
    expect(refused).toMatchObject({
      code: 'MERCHANT_ALREADY_BOARDED',
      message: ONBOARDING_MESSAGES.alreadyBoarded,
    });
  });
});
