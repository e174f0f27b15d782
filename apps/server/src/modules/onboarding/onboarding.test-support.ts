import { TINY_PDF } from '@paydesk/contracts/files/testing/byte-samples';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { PrecheckFields } from '@paydesk/contracts/onboarding/precheck.schemas';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../infra/db/database';
import { merchants, userRoles, users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { feeTypeId } from '../../seed/data/fee-types';
import {
  BLUE_HARBOR,
  type DemoTenant,
  demoMerchant,
  demoRole,
  demoUser,
  NORTHWIND,
} from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import { DEMO_ONBOARDING } from '../../seed/demo-onboarding';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { deskClient, uploadFile } from '../support/support.test-support';
import { agreements, offerEntries, proposals } from './onboarding.table';

/** The accounts onboarding's tests act as. */
export const OB_USERS = {
  /** Onboard Bikes Ltd (Northwind), boarding: holds the four onboarding keys. */
  merchant: 'merchant.new@onboard.test',
  tenantAdmin: DEMO_EMAILS.NORTHWIND_ADMIN,
  /** Support agent limited to acme and sandbox-labs; holds CRM.Dashboard.View, not CRM.Onboarding.*. */
  agent: DEMO_EMAILS.AGENT,
  /** A Northwind tenant administrator whose customer limits allow no merchant. */
  limited: TEST_USERS.limited,
  otherTenant: DEMO_EMAILS.BLUE_HARBOR_ADMIN,
  /** Merchant administrators: no onboarding keys. */
  acme: DEMO_EMAILS.ACME,
  sandbox: DEMO_EMAILS.SANDBOX,
  platform: DEMO_EMAILS.PLATFORM,
} as const;

export const ONBOARD_BIKES = demoMerchant('onboard-bikes').id;
export const TIDEPOOL = demoMerchant('tidepool-games').id;

/** A merchant's onboarding case on the tenant's side; its proposals and agreements are written below it. */
export const caseUrl = (merchantId: string) => `/api/v1/crm/onboarding/merchants/${merchantId}`;

/** Calls as a user, asserting the status (the support desk's client). */
export const onboardingClient = deskClient;

/**
 * The app of one test file: built in beforeAll, closed in afterAll. It answers a stand-in that
 * forwards to the app once built, so a file can destructure `{ t, api }` at module level.
 */
export function useOnboardingTestApp(): { t: TestApp; api: ReturnType<typeof onboardingClient> } {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp();
  });
  afterAll(() => built?.close());
  const app = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside a hook or test');
    return built;
  };
  const t: TestApp = {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    tokenFor: (email, options) => app().tokenFor(email, options),
    requestAs: (email, options) => app().requestAs(email, options),
    close: () => app().close(),
  };
  return { t, api: onboardingClient(t) };
}

/** A complete, valid pre-check form (amounts in minor units of GBP). */
export function validPrecheck(overrides: Partial<PrecheckFields> = {}): PrecheckFields {
  return {
    legalName: 'Onboard Bikes Ltd',
    tradingName: 'Onboard Bikes',
    registrationNumber: '09876543',
    country: 'IE',
    addressLine1: '4 Quay Street',
    city: 'Galway',
    postalCode: 'H91 X2K4',
    website: 'https://onboard-bikes.example',
    merchantCategoryCode: '5940',
    currency: 'EUR',
    expectedMonthlyVolume: 4_500_000,
    averageTicket: 18_500,
    contactName: 'Conor Walsh',
    contactEmail: 'conor@onboard-bikes.example',
    contactPhone: '+353 91 555 0101',
    ...overrides,
  };
}

/** Uploads a PDF as a boarding document (POST /fs/file?purpose=document); answers the file id. */
export function uploadDocumentFile(t: TestApp, email: string, name = 'certificate.pdf'): Promise<string> {
  return uploadFile(
    t,
    email,
    { name, type: 'application/pdf', bytes: TINY_PDF },
    '/api/fs/file?purpose=document',
  );
}

export const documentType = (key: string, tenant = NORTHWIND) => DEMO_ONBOARDING.documentType(tenant, key);
export const product = (key: string, tenant = NORTHWIND) => DEMO_ONBOARDING.product(tenant, key);
export const NORTHWIND_BOOK = DEMO_ONBOARDING.priceBook(NORTHWIND);
export const BLUE_HARBOR_BOOK = DEMO_ONBOARDING.priceBook(BLUE_HARBOR);
export const FEE = {
  transaction: feeTypeId('Transaction Fee'),
  fixed: feeTypeId('Fixed Fee'),
  refund: feeTypeId('Refund Fee'),
  chargeback: feeTypeId('Chargeback Fee'),
  monthly: feeTypeId('Monthly Fee'),
} as const;

/** A proposal as the tenant's composer sends it: two products of Northwind's book, a template body. */
export function proposalDraft(overrides: Record<string, unknown> = {}) {
  return {
    pricebookId: NORTHWIND_BOOK,
    boardingFee: 199,
    accountConfigurationFee: 49.5,
    bankAccountSetupFee: 25,
    monthlyMinimumFee: 30,
    gatewayMonthlyAccess: 12.75,
    proposalBody: '<h2>Proposal for {{merchantName}}</h2><p>From {{tenantName}}, {{date}}.</p>',
    proposalEntries: [
      // Given out of the book's order: the proposal keeps the book's order.
      { productId: product('payouts'), items: [{ feeTypeId: FEE.fixed, value: 0.3 }] },
      {
        productId: product('cards'),
        items: [
          { feeTypeId: FEE.transaction, value: 1.35 },
          { feeTypeId: FEE.fixed, value: 0.2 },
          { feeTypeId: FEE.chargeback, value: 15 },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * Another merchant boarding with a tenant, with a user holding the onboarding keys (the demo's
 * "Merchant Onboarding" role): for scenarios that need a case of their own. Answers its id and user.
 */
export async function addBoardingMerchant(
  db: Database,
  key: string,
  tenant: DemoTenant = NORTHWIND,
): Promise<{ merchantId: string; email: string }> {
  const merchantId = demoId(`test:merchant:${key}`);
  const email = `${key}@boarding.test`;
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.insert(merchants).values({
      tenantId: tenant.id,
      id: merchantId,
      legalBusinessName: `${key} Ltd`,
      boardingStage: 'PreCheck',
      merchantStatus: 'Pending',
      reviewStatus: 'NotStarted',
      processingStatus: 'NoProcessing',
    });
    await tx.insert(users).values({
      id: demoId(`test:user:${email}`),
      email,
      firstName: 'Test',
      lastName: key,
      userType: 'merchant',
      tenantId: tenant.id,
      merchantId,
    });
    await tx.insert(userRoles).values({
      userId: demoId(`test:user:${email}`),
      roleId: demoRole(`${tenant.key}:merchant-onboarding`).id,
    });
  });
  return { merchantId, email };
}

/** Submits a complete pre-check form as a merchant user (`overrides` change some of its fields). */
export async function submitPrecheck(
  t: TestApp,
  email: string,
  overrides: Partial<PrecheckFields> = {},
): Promise<void> {
  await onboardingClient(t).ok(
    email,
    'POST',
    '/api/v1/onboarding/precheck-form/submit',
    validPrecheck(overrides),
  );
}

/** A user's notifications, newest first (the notification centre's list call). */
export async function notificationsOf(t: TestApp, email: string): Promise<Notification[]> {
  const response = await t.requestAs(email, { url: '/v1/api/in-app-notifications?pageIndex=0&pageSize=100' });
  if (response.statusCode !== 200) throw new Error(`notifications of ${email}: ${response.body}`);
  return response.json().data;
}

// --- The endpoint walk's rules for onboarding (src/endpoints.test.ts spreads them in) -------------

/** Offers of a Northwind merchant (Sandbox Labs), for the walk's database only. */
export const WALK_OFFERS = {
  northwindProposal: demoId('walk:proposal:sandbox-labs'),
  northwindAgreement: demoId('walk:agreement:sandbox-labs'),
} as const;

export async function addOnboardingWalkData(db: Database): Promise<void> {
  const base = {
    tenantId: NORTHWIND.id,
    merchantId: demoMerchant('sandbox-labs').id,
    version: 1,
    status: 'Accepted' as const,
    body: '<p>Walk</p>',
    priceBookId: NORTHWIND_BOOK,
    boardingFee: 1,
    accountConfigurationFee: 1,
    bankAccountSetupFee: 1,
    monthlyMinimumFee: 1,
    gatewayMonthlyAccess: 1,
    currency: 'EUR',
    createdBy: demoUser(DEMO_EMAILS.NORTHWIND_ADMIN).id,
    sentAt: new Date(),
    respondedAt: new Date(),
  };
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.insert(proposals).values({ ...base, id: WALK_OFFERS.northwindProposal });
    await tx
      .insert(agreements)
      .values({ ...base, id: WALK_OFFERS.northwindAgreement, proposalId: WALK_OFFERS.northwindProposal });
    await tx.insert(offerEntries).values({
      tenantId: base.tenantId,
      id: demoId('walk:offer-entry:sandbox-labs'),
      merchantId: base.merchantId,
      proposalId: WALK_OFFERS.northwindProposal,
      productId: product('cards'),
      productName: 'Card acquiring — Visa/Mastercard',
      sortOrder: 0,
    });
  });
}

/** Another tenant's (a Northwind caller's: Blue Harbor's Tidepool case; else Northwind's walk data). */
const offerRule = (kind: 'proposal' | 'agreement'): ForeignIdRule => ({
  kind: 'tenant-owned',
  foreignId: (caller: WalkUser) => {
    if (caller.tenantId === NORTHWIND.id) {
      return kind === 'proposal'
        ? DEMO_ONBOARDING.tidepool.acceptedProposal
        : DEMO_ONBOARDING.tidepool.pendingAgreement;
    }
    return kind === 'proposal' ? WALK_OFFERS.northwindProposal : WALK_OFFERS.northwindAgreement;
  },
});

const proposalIds = ['get', 'respond', 'accept', 'reject'].map((call) => `offers.proposal.${call}.id`);
const agreementIds = ['get', 'respond', 'accept', 'reject'].map((call) => `offers.agreement.${call}.id`);

export const ONBOARDING_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  ...Object.fromEntries(proposalIds.map((key) => [key, offerRule('proposal')])),
  ...Object.fromEntries(agreementIds.map((key) => [key, offerRule('agreement')])),
  'onboarding.proposals.update.id': offerRule('proposal'),
  'onboarding.proposals.send.id': offerRule('proposal'),
  'onboarding.agreements.update.id': offerRule('agreement'),
  'onboarding.agreements.send.id': offerRule('agreement'),
  // Only Onboard Bikes' users may call it: Tidepool's document is another tenant's merchant's.
  'onboarding.documents.remove.id': {
    kind: 'tenant-owned',
    foreignId: () => DEMO_ONBOARDING.tidepool.document('incorporation'),
  },
  'pricebooks.entries.id': {
    kind: 'tenant-owned',
    foreignId: (caller) => (caller.tenantId === NORTHWIND.id ? BLUE_HARBOR_BOOK : NORTHWIND_BOOK),
  },
};

/**
 * Valid inputs for the calls whose bodies the sampler cannot make (fees with at most 4 decimals,
 * entries of a real price book), on real objects, so a foreign id is the only thing wrong with a call.
 */
export const ONBOARDING_WALK_EXAMPLES: Record<string, ExampleInput> = {
  'onboarding.precheck.save': { body: { legalName: 'Onboard Bikes Ltd', country: 'IE' } },
  'onboarding.precheck.submit': { body: validPrecheck() },
  'onboarding.precheck.requestChanges': {
    params: { merchantId: ONBOARD_BIKES },
    body: { note: 'Please add your trading address.' },
  },
  'onboarding.documents.add': {
    body: { documentTypeId: documentType('incorporation'), fileId: demoId('walk:no-such-file') },
  },
  'onboarding.templates': { query: { kind: 'proposal' } },
  'onboarding.proposals.create': { params: { merchantId: ONBOARD_BIKES }, body: proposalDraft() },
  'onboarding.proposals.update': { params: { id: WALK_OFFERS.northwindProposal }, body: proposalDraft() },
  'onboarding.agreements.create': {
    params: { merchantId: demoMerchant('sandbox-labs').id },
    body: { proposalId: WALK_OFFERS.northwindProposal, agreementBody: '<p>Agreement</p>' },
  },
  'onboarding.agreements.update': {
    params: { id: WALK_OFFERS.northwindAgreement },
    body: { agreementBody: '<p>Agreement</p>' },
  },
  'offers.proposal.respond': {
    params: { id: WALK_OFFERS.northwindProposal },
    body: { response: 'Rejected', rejectReason: 'Too expensive' },
  },
  'offers.agreement.respond': {
    params: { id: WALK_OFFERS.northwindAgreement },
    body: { response: 'Accepted' },
  },
  'offers.proposal.reject': { params: { id: WALK_OFFERS.northwindProposal }, body: { rejectReason: 'No' } },
  'offers.agreement.reject': { params: { id: WALK_OFFERS.northwindAgreement }, body: { rejectReason: 'No' } },
  'pricebooks.entries': { params: { id: NORTHWIND_BOOK } },
};
