import type { Country, Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import type {
  Agreement,
  BoardingDocument,
  DocumentType,
  OfferSummary,
  OfferTemplate,
  OnboardingCase,
  OnboardingMerchantRow,
  Proposal,
} from '@paydesk/contracts/onboarding/onboarding.schemas';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import type { PriceBookEntry, PriceBookSummary } from '@paydesk/contracts/onboarding/pricebook.schemas';

/** Ids shaped like the server's (UUIDs), stable across tests. */
export const IDS = {
  northwind: '0b9f3c52-6c1a-4d7e-9a55-1d2f3e4a5b61',
  onboardBikes: 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5',
  tidepool: 'b1b1b1b1-c2c2-4d3d-8e4e-f5f5f5f5f5f5',
  standardBook: 'c1c1c1c1-d2d2-4e3e-8f4f-a5a5a5a5a5a5',
  premiumBook: 'c2c2c2c2-d2d2-4e3e-8f4f-a5a5a5a5a5a5',
  cards: 'd1d1d1d1-e2e2-4f3f-8a4a-b5b5b5b5b5b5',
  openBanking: 'd2d2d2d2-e2e2-4f3f-8a4a-b5b5b5b5b5b5',
  payouts: 'd3d3d3d3-e2e2-4f3f-8a4a-b5b5b5b5b5b5',
  transactionFee: 'e1e1e1e1-f2f2-4a3a-8b4b-c5c5c5c5c5c5',
  fixedFee: 'e2e2e2e2-f2f2-4a3a-8b4b-c5c5c5c5c5c5',
  item1: 'f1f1f1f1-a2a2-4b3b-8c4c-d5d5d5d5d5d5',
  item2: 'f2f2f2f2-a2a2-4b3b-8c4c-d5d5d5d5d5d5',
  item3: 'f3f3f3f3-a2a2-4b3b-8c4c-d5d5d5d5d5d5',
  item4: 'f4f4f4f4-a2a2-4b3b-8c4c-d5d5d5d5d5d5',
  proposal1: '12121212-3434-4565-8787-909090909090',
  proposal2: '13131313-3434-4565-8787-909090909090',
  agreement1: '14141414-3434-4565-8787-909090909090',
  proposalTemplate: '15151515-3434-4565-8787-909090909090',
  agreementTemplate: '16161616-3434-4565-8787-909090909090',
  certificate: '17171717-3434-4565-8787-909090909090',
  address: '18181818-3434-4565-8787-909090909090',
  bankStatement: '19191919-3434-4565-8787-909090909090',
  retiredType: '20202020-3434-4565-8787-909090909090',
  document1: '1a1a1a1a-3434-4565-8787-909090909090',
  file1: '1b1b1b1b-3434-4565-8787-909090909090',
} as const;

export const countries: Country[] = [
  { code: 'IE', name: 'Ireland' },
  { code: 'GB', name: 'United Kingdom' },
];

export const currencies: Currency[] = [
  { id: 'EUR', name: 'Euro', numericCode: '978', decimalPlaces: 2 },
  { id: 'JPY', name: 'Yen', numericCode: '392', decimalPlaces: 0 },
];

export const submittedForm: PrecheckForm['form'] = {
  legalName: 'Onboard Bikes Ltd',
  tradingName: 'Onboard Bikes',
  registrationNumber: 'IE-654321',
  country: 'IE',
  addressLine1: '12 Quay Street',
  city: 'Galway',
  postalCode: 'H91 X2Y3',
  website: 'https://onboard-bikes.test',
  merchantCategoryCode: '5940',
  currency: 'EUR',
  expectedMonthlyVolume: 4_500_000,
  averageTicket: 12_550,
  contactName: 'Conor Walsh',
  contactEmail: 'merchant.new@onboard.test',
  contactPhone: '+353 91 555 0100',
};

export function makePrecheck(overrides: Partial<PrecheckForm> = {}): PrecheckForm {
  return {
    status: 'Submitted',
    form: submittedForm,
    submittedAt: '2025-03-03T09:15:00Z',
    reviewedAt: null,
    reviewNote: null,
    updatedAt: '2025-03-03T09:15:00Z',
    ...overrides,
  };
}

export function makeOfferSummary(overrides: Partial<OfferSummary> = {}): OfferSummary {
  return {
    id: IDS.proposal1,
    version: 1,
    status: 'PendingApproval',
    created: '2025-03-04T10:00:00Z',
    sentAt: '2025-03-04T10:05:00Z',
    respondedAt: null,
    rejectReason: null,
    ...overrides,
  };
}

export const documentTypes: DocumentType[] = [
  { id: IDS.certificate, name: 'Certificate of incorporation', description: null, isRequired: true },
  { id: IDS.address, name: 'Proof of business address', description: 'A utility bill', isRequired: true },
  { id: IDS.bankStatement, name: 'Bank statement', description: null, isRequired: false },
];

export const certificateDocument: BoardingDocument = {
  id: IDS.document1,
  documentTypeId: IDS.certificate,
  documentTypeName: 'Certificate of incorporation',
  fileId: IDS.file1,
  fileName: 'certificate.pdf',
  contentType: 'application/pdf',
  size: 1_572_864,
  uploadedAt: '2025-03-03T09:00:00Z',
  uploadedBy: 'merchant.new@onboard.test',
};

export function makeCase(overrides: Partial<OnboardingCase> = {}): OnboardingCase {
  return {
    merchant: {
      merchantId: IDS.onboardBikes,
      legalBusinessName: 'Onboard Bikes Ltd',
      processingStatus: 'NoProcessing',
      tenantId: IDS.northwind,
      tenantName: 'Northwind Payments',
    },
    precheck: makePrecheck(),
    documents: [certificateDocument],
    missingDocumentTypes: ['Proof of business address'],
    proposals: [],
    agreements: [],
    ...overrides,
  };
}

export function makeRow(overrides: Partial<OnboardingMerchantRow> = {}): OnboardingMerchantRow {
  return {
    merchantId: IDS.onboardBikes,
    legalBusinessName: 'Onboard Bikes Ltd',
    processingStatus: 'NoProcessing',
    precheckStatus: 'Submitted',
    submittedAt: '2025-03-03T09:15:00Z',
    documentCount: 1,
    latestProposal: null,
    latestAgreement: null,
    updatedAt: '2025-03-03T09:15:00Z',
    ...overrides,
  };
}

export const priceBooks: PriceBookSummary[] = [
  {
    id: IDS.standardBook,
    name: 'Northwind standard',
    description: 'The standard prices',
    isStandard: true,
    isActive: true,
    ownerId: IDS.northwind,
  },
  {
    id: IDS.premiumBook,
    name: 'Northwind premium',
    description: null,
    isStandard: false,
    isActive: true,
    ownerId: IDS.northwind,
  },
];

const percent = { feeTypeId: IDS.transactionFee, feeTypeName: 'Transaction Fee', feeSymbol: '%' };
const fixed = { feeTypeId: IDS.fixedFee, feeTypeName: 'Fixed Fee', feeSymbol: '€' };

/** The standard book: card acquiring has both fees, open banking only the fixed fee. */
export const standardEntries: PriceBookEntry[] = [
  {
    productId: IDS.cards,
    productName: 'Card acquiring',
    items: [
      { id: IDS.item1, ...percent, value: 1.4 },
      { id: IDS.item2, ...fixed, value: 0.25 },
    ],
  },
  {
    productId: IDS.openBanking,
    productName: 'Open banking payments',
    items: [{ id: IDS.item3, ...fixed, value: 0.2 }],
  },
];

export const premiumEntries: PriceBookEntry[] = [
  { productId: IDS.payouts, productName: 'Payouts', items: [{ id: IDS.item4, ...fixed, value: 1 }] },
];

export const proposalTemplates: OfferTemplate[] = [
  {
    id: IDS.proposalTemplate,
    kind: 'proposal',
    name: 'Standard proposal',
    body: '<p>Dear {{merchantName}}, {{tenantName}} proposes these prices.</p>',
  },
];

export const agreementTemplates: OfferTemplate[] = [
  {
    id: IDS.agreementTemplate,
    kind: 'agreement',
    name: 'Merchant services agreement',
    body: '<h2>Agreement</h2><p>Between {{tenantName}} and {{merchantName}}.</p>',
  },
];

/** A saved proposal draft (status Created) made from the standard book. */
export function makeProposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: IDS.proposal1,
    version: 1,
    status: 'Created',
    rejectReason: null,
    merchantId: IDS.onboardBikes,
    merchantName: 'Onboard Bikes Ltd',
    tenantId: IDS.northwind,
    tenantName: 'Northwind Payments',
    created: '2025-03-04T10:00:00Z',
    sentAt: null,
    respondedAt: null,
    pricebookId: IDS.standardBook,
    boardingFee: 100,
    accountConfigurationFee: 50,
    bankAccountSetupFee: 25.5,
    monthlyMinimumFee: 10,
    gatewayMonthlyAccess: 0,
    currency: 'EUR',
    proposalBody: '<p>Saved body</p>',
    proposalEntries: [
      {
        ...standardEntries[0]!,
        items: [{ ...standardEntries[0]!.items[0]!, value: 1.1 }, standardEntries[0]!.items[1]!],
      },
    ],
    ...overrides,
  };
}

/** An agreement draft (status Created) made from the accepted proposal 2. */
export function makeAgreement(overrides: Partial<Agreement> = {}): Agreement {
  const { proposalBody: _body, proposalEntries, status: _status, ...common } = makeProposal();
  return {
    ...common,
    id: IDS.agreement1,
    status: 'Created',
    proposalId: IDS.proposal2,
    agreementBody: '<p>Saved agreement</p>',
    agreementEntries: proposalEntries,
    ...overrides,
  };
}

export function pageOf<T>(data: T[], count = data.length) {
  return { count, data };
}
