import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import type {
  BoardingDocument,
  DocumentType,
  OnboardingCase,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../db-schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR } from '../../seed/demo-data';
import { ticketRequest, uploadFile } from '../support/support.test-support';
import {
  addBoardingMerchant,
  documentType,
  notificationsOf,
  OB_USERS,
  submitPrecheck,
  uploadDocumentFile,
  useOnboardingTestApp,
  validPrecheck,
} from './onboarding.test-support';

/**
 * The pre-check form's review (approve, or return with a note) and the rules of boarding documents:
 * what may be filed, by whom, and when a document can no longer be removed.
 */

const { t, api } = useOnboardingTestApp();

const { tenantAdmin } = OB_USERS;
const ONBOARDING = '/api/v1/onboarding';
const review = (merchantId: string, action: 'approve' | 'request-changes') =>
  `/api/v1/crm/onboarding/merchants/${merchantId}/precheck/${action}`;

async function fileExists(id: string): Promise<boolean> {
  const rows = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select({ id: files.id }).from(files).where(eq(files.id, id)),
  );
  return rows.length > 0;
}

describe('the review of the pre-check form', () => {
  it('reviews only a submitted form', async () => {
    const { merchantId } = await addBoardingMerchant(t.database.db, 'not-yet');
    const error = await api.refused(tenantAdmin, 'POST', review(merchantId, 'approve'), 409);
    expect(error).toMatchObject({
      code: 'PRECHECK_NOT_REVIEWABLE',
      message: ONBOARDING_MESSAGES.precheckNotReviewable,
    });
  });

  it('returns the form with a note, which the merchant sees, changes and submits again', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'returned');
    await submitPrecheck(t, email);
    const empty = await api.refused(tenantAdmin, 'POST', review(merchantId, 'request-changes'), 400, {
      note: '',
    });
    expect(empty.details?.[0]?.field).toBe('body.note');
    const kase = await api.ok<OnboardingCase>(tenantAdmin, 'POST', review(merchantId, 'request-changes'), {
      note: 'Please give the registered address, not the shop',
    });
    expect(kase.precheck).toMatchObject({
      status: 'ChangesRequested',
      reviewNote: 'Please give the registered address, not the shop',
    });
    const [notice] = await notificationsOf(t, email);
    expect(notice).toMatchObject({
      notificationType: 'PreCheckForm',
      title: 'Changes requested on your pre-check form',
      objectUrl: '/boarding/precheckform',
    });
    expect(notice?.description).toContain('Please give the registered address, not the shop');
    const saved = await api.ok<PrecheckForm>(email, 'PUT', `${ONBOARDING}/precheck-form`, {
      ...validPrecheck(),
      addressLine1: '1 Registry Lane',
    });
    expect(saved.status).toBe('ChangesRequested');
    const again = await api.ok<PrecheckForm>(email, 'POST', `${ONBOARDING}/precheck-form/submit`, saved.form);
    expect(again.status).toBe('Submitted');
  });

  it('approves the form, telling the merchant, after which it stays as it is', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'approved');
    await submitPrecheck(t, email);
    const kase = await api.ok<OnboardingCase>(tenantAdmin, 'POST', review(merchantId, 'approve'));
    expect(kase.precheck.status).toBe('Approved');
    expect(kase.precheck.reviewedAt).not.toBeNull();
    expect((await notificationsOf(t, email))[0]?.title).toBe('Your pre-check form was approved');
    const error = await api.refused(
      email,
      'POST',
      `${ONBOARDING}/precheck-form/submit`,
      409,
      validPrecheck(),
    );
    expect(error).toMatchObject({
      code: 'PRECHECK_NOT_EDITABLE',
      message: ONBOARDING_MESSAGES.precheckNotEditable,
    });
    await api.refused(tenantAdmin, 'POST', review(merchantId, 'approve'), 409);
  });
});

describe('boarding documents', () => {
  it("lists the tenant's document types in the settings' order, the required ones marked", async () => {
    const types = await api.ok<DocumentType[]>(OB_USERS.merchant, 'GET', `${ONBOARDING}/document-types`);
    expect(types.map((d) => [d.name, d.isRequired])).toEqual([
      ['Certificate of incorporation', true],
      ['Proof of business address', true],
      ["Director's ID", true],
      ['Bank statement', false],
    ]);
    expect(types[0]?.id).toBe(documentType('incorporation'));
  });

  it('files only an unfiled document upload of the merchant itself, under its own tenant type', async () => {
    const { email } = await addBoardingMerchant(t.database.db, 'filer');
    const other = await addBoardingMerchant(t.database.db, 'neighbour');
    const add = (fileId: string, typeId = documentType('address')) =>
      api.call(email, 'POST', `${ONBOARDING}/documents`, { documentTypeId: typeId, fileId });
    const expectNotADocument = async (fileId: string) => {
      const response = await add(fileId);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'body.fileId', message: ONBOARDING_MESSAGES.fileIsNotADocument },
      ]);
    };
    const ticketFile = await uploadFile(t, email, { name: 'pixel.png', type: 'image/png', bytes: TINY_PNG });
    await expectNotADocument(ticketFile);
    await expectNotADocument(await uploadDocumentFile(t, other.email));
    const mine = await uploadDocumentFile(t, email, 'bill.pdf');
    expect((await add(mine, documentType('address', BLUE_HARBOR))).statusCode).toBe(404);
    expect((await add(mine)).statusCode).toBe(200);
    await expectNotADocument(mine);
    const listed = await api.ok<BoardingDocument[]>(email, 'GET', `${ONBOARDING}/documents`);
    expect(listed.map((d) => [d.documentTypeName, d.fileName])).toEqual([
      ['Proof of business address', 'bill.pdf'],
    ]);
  });

  it('notifies tenant staff once per document added', async () => {
    const { email } = await addBoardingMerchant(t.database.db, 'two-documents');
    const before = (await notificationsOf(t, tenantAdmin)).length;
    for (const key of ['incorporation', 'director-id']) {
      const fileId = await uploadDocumentFile(t, email, `${key}.pdf`);
      await api.ok(email, 'POST', `${ONBOARDING}/documents`, { documentTypeId: documentType(key), fileId });
    }
    const notices = await notificationsOf(t, tenantAdmin);
    expect(notices.length - before).toBe(2);
    expect(notices.slice(0, 2).every((n) => n.notificationType === 'BoardingDocuments')).toBe(true);
  });

  it('removes a document with its file, until the pre-check form is approved', async () => {
    const { merchantId, email } = await addBoardingMerchant(t.database.db, 'remover');
    const file = async (key: string) =>
      api.ok<BoardingDocument>(email, 'POST', `${ONBOARDING}/documents`, {
        documentTypeId: documentType(key),
        fileId: await uploadDocumentFile(t, email, `${key}.pdf`),
      });
    const first = await file('incorporation');
    expect(await api.ok(email, 'DELETE', `${ONBOARDING}/documents/${first.id}`)).toEqual({
      result: 'success',
    });
    expect(await fileExists(first.fileId)).toBe(false);
    await api.refused(email, 'DELETE', `${ONBOARDING}/documents/${first.id}`, 404);
    const second = await file('address');
    await submitPrecheck(t, email);
    await api.ok(tenantAdmin, 'POST', review(merchantId, 'approve'));
    const locked = await api.refused(email, 'DELETE', `${ONBOARDING}/documents/${second.id}`, 409);
    expect(locked).toMatchObject({ code: 'DOCUMENT_LOCKED', message: ONBOARDING_MESSAGES.documentLocked });
    expect(await fileExists(second.fileId)).toBe(true);
  });

  it('keeps the file of a removed document that a ticket comment also attached', async () => {
    const { email } = await addBoardingMerchant(t.database.db, 'shared-file');
    const fileId = await uploadDocumentFile(t, email, 'statement.pdf');
    const document = await api.ok<BoardingDocument>(email, 'POST', `${ONBOARDING}/documents`, {
      documentTypeId: documentType('bank-statement'),
      fileId,
    });
    const ticketId = await api.ok<string>(email, 'POST', '/api/support/ticket', { ticket: ticketRequest() });
    await api.ok(email, 'POST', `/api/support/ticket/${ticketId}/comment`, {
      content: 'Our bank statement, as asked.',
      references: [{ key: 'File', value: fileId }],
    });
    expect(await api.ok(email, 'DELETE', `${ONBOARDING}/documents/${document.id}`)).toEqual({
      result: 'success',
    });
    expect(await api.ok<BoardingDocument[]>(email, 'GET', `${ONBOARDING}/documents`)).toEqual([]);
    expect(await fileExists(fileId)).toBe(true);
  });

  it("answers 404 for another merchant's document", async () => {
    const a = await addBoardingMerchant(t.database.db, 'owner-a');
    const b = await addBoardingMerchant(t.database.db, 'owner-b');
    const document = await api.ok<BoardingDocument>(a.email, 'POST', `${ONBOARDING}/documents`, {
      documentTypeId: documentType('incorporation'),
      fileId: await uploadDocumentFile(t, a.email),
    });
    await api.refused(b.email, 'DELETE', `${ONBOARDING}/documents/${document.id}`, 404);
    expect(await fileExists(document.fileId)).toBe(true);
  });
});
