import { z } from 'zod';
import { ProcessingStatus } from '../auth/levels';
import { sanitise } from '../validation/sanitise';
import { RAW_INPUT_SLACK } from '../validation/sanitised-text';
import { TEXT_MAX, text } from '../validation/text';
import {
  AGREEMENT_STATUSES,
  FEE_LIMITS,
  hasAtMostDecimals,
  ONBOARDING_MESSAGES,
  PROPOSAL_STATUSES,
} from './onboarding.model';
import { PrecheckForm } from './precheck.schemas';
import { PriceBookEntry } from './pricebook.schemas';

export const ProposalStatus = z.enum(PROPOSAL_STATUSES);
export const AgreementStatus = z.enum(AGREEMENT_STATUSES);

/** A fee: not negative, at most FEE_LIMITS.max, at most 4 decimals. */
export const FeeValue = z
  .number()
  .min(0, 'Cannot be negative')
  .max(FEE_LIMITS.max)
  .refine((value) => hasAtMostDecimals(value, FEE_LIMITS.decimals), 'At most 4 decimals');

/** Spec §2 Boarding Fees block, the five fees. */
export const BoardingFees = z.object({
  boardingFee: FeeValue,
  accountConfigurationFee: FeeValue,
  bankAccountSetupFee: FeeValue,
  monthlyMinimumFee: FeeValue,
  gatewayMonthlyAccess: FeeValue,
});
export type BoardingFees = z.infer<typeof BoardingFees>;

const OfferCommon = BoardingFees.extend({
  id: z.uuid(),
  version: z.number().int().min(1).describe('1 for the first sent to this merchant, then 2, 3…'),
  rejectReason: z.string().nullable(),
  merchantId: z.uuid(),
  merchantName: z.string(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  created: z.string(),
  sentAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  pricebookId: z.uuid(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .describe(
      "ISO 4217 code of the five boarding fees, decided when the proposal was written: the merchant's pre-check form currency, else the tenant's base currency. An agreement keeps its proposal's",
    ),
});

/** Spec §3 "Proposal": the agreement's fields with proposalBody and proposalEntries. */
export const Proposal = OfferCommon.extend({
  status: ProposalStatus,
  proposalBody: z.string().describe('HTML, sanitised to HTML_ALLOWLIST'),
  proposalEntries: z.array(PriceBookEntry),
});
export type Proposal = z.infer<typeof Proposal>;

/** Spec §3 "Agreement". `proposalId`: the accepted proposal it was made from. */
export const Agreement = OfferCommon.extend({
  status: AgreementStatus,
  proposalId: z.uuid(),
  agreementBody: z.string().describe('HTML, sanitised to HTML_ALLOWLIST'),
  agreementEntries: z.array(PriceBookEntry),
});
export type Agreement = z.infer<typeof Agreement>;

/** A proposal or agreement in a list. */
export const OfferSummary = z.object({
  id: z.uuid(),
  version: z.number().int().min(1),
  status: z.string(),
  created: z.string(),
  sentAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type OfferSummary = z.infer<typeof OfferSummary>;

export const OfferParams = z.object({ id: z.uuid() });

/** Spec §5 reject dialog: rejectReason is required ('Reject reason is required'); sanitised text. */
export const RejectReason = text(TEXT_MAX.text * RAW_INPUT_SLACK, {
  multiline: true,
  error: ONBOARDING_MESSAGES.rejectReasonRequired,
})
  .transform(sanitise('text'))
  .pipe(text(1000, { multiline: true }).min(1, ONBOARDING_MESSAGES.rejectReasonRequired));

/**
 * Spec §7 `PUT …/respond`: response Accepted, or the reject dialog's data (response Rejected and a
 * rejectReason).
 */
export const OfferResponse = z.discriminatedUnion('response', [
  z.object({ response: z.literal('Accepted') }),
  z.object({
    response: z.literal('Rejected'),
    rejectReason: RejectReason,
  }),
]);
export type OfferResponse = z.infer<typeof OfferResponse>;

/** `PUT …/reject` (body not shown in the spec): the reason. */
export const RejectBody = z.object({ rejectReason: RejectReason });

/** A product's fees as the tenant sets them in a proposal: values per fee type. */
export const OfferEntryInput = z.object({
  productId: z.uuid(),
  items: z.array(z.object({ feeTypeId: z.uuid(), value: FeeValue })).max(50),
});

/**
 * What the tenant writes: fees, products from the price book with their fee values, and the HTML
 * body (from a template; {{merchantName}}, {{tenantName}} and {{date}} are filled in by the server).
 */
export const ProposalDraft = BoardingFees.extend({
  pricebookId: z.uuid(),
  proposalBody: text(100_000, { multiline: true }),
  proposalEntries: z.array(OfferEntryInput).min(1, 'Choose at least one product').max(100),
});
export type ProposalDraft = z.infer<typeof ProposalDraft>;

/** An agreement is made from an accepted proposal: its fees and products, with its own body. */
export const AgreementDraft = z.object({
  proposalId: z.uuid(),
  agreementBody: text(100_000, { multiline: true }),
});
export type AgreementDraft = z.infer<typeof AgreementDraft>;

export const OfferTemplateKind = z.enum(['proposal', 'agreement']);

/** A proposal or agreement template (crm/settings proposal-templates, agreement-templates). */
export const OfferTemplate = z.object({
  id: z.uuid(),
  kind: OfferTemplateKind,
  name: z.string(),
  body: z.string().describe('HTML with {{merchantName}}, {{tenantName}} and {{date}} placeholders'),
});
export type OfferTemplate = z.infer<typeof OfferTemplate>;

/** A document type boarding asks for (crm/settings/document-types). */
export const DocumentType = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isRequired: z.boolean(),
});
export type DocumentType = z.infer<typeof DocumentType>;

/** A boarding document: a file of purpose 'document' filed under a document type. */
export const BoardingDocument = z.object({
  id: z.uuid(),
  documentTypeId: z.uuid(),
  documentTypeName: z.string(),
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  uploadedAt: z.string(),
  uploadedBy: z.string().describe("The uploader's email"),
});
export type BoardingDocument = z.infer<typeof BoardingDocument>;

export const AddDocumentBody = z.object({ documentTypeId: z.uuid(), fileId: z.uuid() });

/** One merchant's onboarding as a whole: where it stands and everything filed so far. */
export const OnboardingCase = z.object({
  merchant: z.object({
    merchantId: z.uuid(),
    legalBusinessName: z.string(),
    processingStatus: ProcessingStatus,
    tenantId: z.uuid(),
    tenantName: z.string(),
  }),
  precheck: PrecheckForm,
  documents: z.array(BoardingDocument),
  missingDocumentTypes: z.array(z.string()).describe('Names of required document types with no document'),
  proposals: z.array(OfferSummary).describe('Newest first'),
  agreements: z.array(OfferSummary).describe('Newest first'),
});
export type OnboardingCase = z.infer<typeof OnboardingCase>;

/** A row of the tenant's list of merchants in onboarding. */
export const OnboardingMerchantRow = z.object({
  merchantId: z.uuid(),
  legalBusinessName: z.string(),
  processingStatus: ProcessingStatus,
  precheckStatus: z.string(),
  submittedAt: z.string().nullable(),
  documentCount: z.number().int().min(0),
  latestProposal: OfferSummary.nullable(),
  latestAgreement: OfferSummary.nullable(),
  updatedAt: z.string().nullable(),
});
export type OnboardingMerchantRow = z.infer<typeof OnboardingMerchantRow>;

export const MerchantParams = z.object({ merchantId: z.uuid() });
