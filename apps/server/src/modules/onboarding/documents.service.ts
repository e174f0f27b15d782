import { randomUUID } from 'node:crypto';
import { ONBOARDING_MESSAGES } from '@paydesk/contracts/onboarding/onboarding.model';
import type { BoardingDocument } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { AppError } from '../../infra/errors/app-error';
import {
  claimDocumentFile,
  deleteDocument,
  findDocument,
  findDocumentType,
  insertDocument,
} from './documents.repository';
import { type OnboardingContext, ownMerchant } from './onboarding-access';
import { notifyDocumentAdded } from './onboarding-notifications';
import { findPrecheck } from './precheck.repository';

/**
 * Files an uploaded document under one of the tenant's document types. The file must be the
 * merchant's own upload of purpose 'document' (POST /fs/file?purpose=document, which enforced the
 * 5242880-byte limit and the real type) and not filed yet: 400 fileIsNotADocument otherwise. Another
 * tenant's document type is a 404. Tenant staff are told of every document added.
 */
export async function addOwnDocument(
  context: OnboardingContext,
  body: { readonly documentTypeId: string; readonly fileId: string },
): Promise<BoardingDocument> {
  const merchant = await ownMerchant(context, { lock: true });
  const type = await findDocumentType(context.tx, merchant.tenantId, body.documentTypeId);
  if (!type) throw AppError.notFound('Document type');
  const file = await claimDocumentFile(context.tx, merchant, body.fileId);
  if (!file) {
    throw AppError.validation([{ field: 'body.fileId', message: ONBOARDING_MESSAGES.fileIsNotADocument }]);
  }
  const id = randomUUID();
  await insertDocument(context.tx, {
    tenantId: merchant.tenantId,
    id,
    merchantId: merchant.merchantId,
    documentTypeId: type.id,
    fileId: file.id,
    uploadedBy: context.actor.userId,
    uploadedByEmail: context.actor.email,
  });
  await notifyDocumentAdded(context, merchant, { fileName: file.fileName, documentTypeName: type.name });
  const document = await findDocument(context.tx, merchant, id);
  if (!document) throw new Error('The document was not written');
  return document;
}

/** Removes a document and its file; 409 documentLocked once the pre-check form is approved. */
export async function removeOwnDocument(context: OnboardingContext, id: string): Promise<void> {
  const merchant = await ownMerchant(context, { lock: true });
  const document = await findDocument(context.tx, merchant, id);
  if (!document) throw AppError.notFound('Document');
  const precheck = await findPrecheck(context.tx, merchant);
  if (precheck?.status === 'Approved')
    throw AppError.refused('DOCUMENT_LOCKED', ONBOARDING_MESSAGES.documentLocked);
  await deleteDocument(context.tx, merchant, document);
}
