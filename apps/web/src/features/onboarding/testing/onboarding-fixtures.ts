import type { Country, Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type {
  Agreement,
  BoardingDocument,
  DocumentType,
  OfferSummary,
  OnboardingCase,
  Proposal,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';

/** Test data of one merchant's onboarding (Onboard Bikes Ltd of tenant Northwind). */
export const IDS = {
  merchant: 'b0000000-0000-4000-8000-000000000001',
  tenant: 'b0000000-0000-4000-8000-000000000002',
  pricebook: 'b0000000-0000-4000-8000-000000000003',
  proposal: 'b0000000-0000-4000-8000-000000000010',
  proposal2: 'b0000000-0000-4000-8000-000000000011',
  agreement: 'b0000000-0000-4000-8000-000000000020',
  productCards: 'b0000000-0000-4000-8000-000000000030',
  productPayouts: 'b0000000-0000-4000-8000-000000000031',
  feePercent: 'b0000000-0000-4000-8000-000000000040',
  feeFixed: 'b0000000-0000-4000-8000-000000000041',
  feeChargeback: 'b0000000-0000-4000-8000-000000000042',
  typeRegistration: 'b0000000-0000-4000-8000-000000000050',
  typeBank: 'b0000000-0000-4000-8000-000000000051',
  typeOther: 'b0000000-0000-4000-8000-000000000052',
  document1: 'b0000000-0000-4000-8000-000000000060',
  file1: 'b0000000-0000-4000-8000-000000000070',
  fileNew: 'b0000000-0000-4000-8000-000000000071',
  documentNew: 'b0000000-0000-4000-8000-000000000061',
} as const;

const item = (id: string, feeTypeId: string, feeTypeName: string, feeSymbol: string, value: number) => ({
  id,
  feeTypeId,
  feeTypeName,
  feeSymbol,
  value,
});

/**
 * Two products: card payments with a percentage and a fixed fee, payouts with a chargeback fee and
 * a fixed fee only — so each row has a slash where the other has a fee.
 */
export const ENTRIES: PriceBookEntry[] = [
  {
    productId: IDS.productCards,
    productName: 'Card payments',
    items: [
      item('c0000000-0000-4000-8000-000000000001', IDS.feePercent, 'Transaction fee', '%', 1.4),
      item('c0000000-0000-4000-8000-000000000002', IDS.feeFixed, 'Fixed fee', '€', 0.25),
    ],
  },
  {
    productId: IDS.productPayouts,
    productName: 'Payouts',
    items: [
      item('c0000000-0000-4000-8000-000000000003', IDS.feeFixed, 'Fixed fee', '€', 1),
      item('c0000000-0000-4000-8000-000000000004', IDS.feeChargeback, 'Chargeback fee', '€', 15.005),
    ],
  },
];

const offerCommon = {
  version: 1,
  rejectReason: null,
  merchantId: IDS.merchant,
  merchantName: 'Onboard Bikes Ltd',
  tenantId: IDS.tenant,
  tenantName: 'Northwind',
  created: '2025-03-03T09:30:00.000Z',
  sentAt: '2025-03-03T10:00:00.000Z',
  respondedAt: null,
  pricebookId: IDS.pricebook,
  boardingFee: 1250,
  accountConfigurationFee: 99.5,
  bankAccountSetupFee: 0,
  monthlyMinimumFee: 25.125,
  gatewayMonthlyAccess: 10,
  currency: 'EUR',
};

export function makeProposal(change: Partial<Proposal> = {}): Proposal {
  return {
    ...offerCommon,
    id: IDS.proposal,
    status: 'PendingApproval',
    proposalBody: '<p>Dear <b>Onboard Bikes</b>, our offer.</p><script>window.hacked = true</script>',
    proposalEntries: ENTRIES,
    ...change,
  };
}

export function makeAgreement(change: Partial<Agreement> = {}): Agreement {
  return {
    ...offerCommon,
    id: IDS.agreement,
    status: 'PendingAcceptance',
    proposalId: IDS.proposal,
    agreementBody: '<p>The agreement.</p><img src="x" onerror="window.hacked = true">',
    agreementEntries: ENTRIES,
    ...change,
  };
}

export function summaryOf(offer: Proposal | Agreement): OfferSummary {
  const { id, version, status, created, sentAt, respondedAt, rejectReason } = offer;
  return { id, version, status, created, sentAt, respondedAt, rejectReason };
}

export const CURRENCIES: Currency[] = [
  { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
  { id: 'JPY', name: 'Yen', numericCode: '392', decimalPlaces: 0 },
];

export const COUNTRIES: Country[] = [
  { code: 'GB', name: 'United Kingdom' },
  { code: 'NL', name: 'Netherlands' },
];

/** A draft with every field but the contact filled in. */
export function makePrecheck(change: Partial<PrecheckForm> = {}): PrecheckForm {
  return {
    status: 'Draft',
    form: {
      legalName: 'Onboard Bikes Ltd',
      registrationNumber: '12345678',
      country: 'GB',
      addressLine1: '1 Wheel Street',
      city: 'London',
      postalCode: 'E1 6AN',
      merchantCategoryCode: '5940',
      currency: 'EUR',
      expectedMonthlyVolume: 2_500_000,
      averageTicket: 45_050,
    },
    submittedAt: null,
    reviewedAt: null,
    reviewNote: null,
    updatedAt: '2025-03-01T08:00:00.000Z',
    ...change,
  };
}

export const DOCUMENT_TYPES: DocumentType[] = [
  { id: IDS.typeRegistration, name: 'Certificate of incorporation', description: null, isRequired: true },
  { id: IDS.typeBank, name: 'Bank statement', description: 'Not older than 3 months', isRequired: true },
  { id: IDS.typeOther, name: 'Other', description: null, isRequired: false },
];

export function makeDocument(change: Partial<BoardingDocument> = {}): BoardingDocument {
  return {
    id: IDS.document1,
    documentTypeId: IDS.typeRegistration,
    documentTypeName: 'Certificate of incorporation',
    fileId: IDS.file1,
    fileName: 'incorporation.pdf',
    contentType: 'application/pdf',
    size: 1_572_864,
    uploadedAt: '2025-03-02T14:05:00.000Z',
    uploadedBy: 'merchant.new@onboard.test',
    ...change,
  };
}

export function makeCase(change: Partial<OnboardingCase> = {}): OnboardingCase {
  return {
    merchant: {
      merchantId: IDS.merchant,
      legalBusinessName: 'Onboard Bikes Ltd',
      processingStatus: 'NoProcessing',
      tenantId: IDS.tenant,
      tenantName: 'Northwind',
    },
    precheck: makePrecheck(),
    documents: [makeDocument()],
    missingDocumentTypes: ['Bank statement'],
    proposals: [],
    agreements: [],
    ...change,
  };
}
