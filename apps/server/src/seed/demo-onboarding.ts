import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  agreements,
  boardingDocuments,
  documentTypes,
  files,
  offerEntries,
  offerEntryItems,
  offerTemplates,
  precheckForms,
  priceBookEntries,
  priceBookEntryItems,
  priceBooks,
  proposals,
} from '../db-schema';
import type { Database } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import { FEE_TYPES, type FeeTypeName, feeTypeId } from './data/fee-types';
import { BLUE_HARBOR, type DemoTenant, demoMerchant, demoUser, NORTHWIND } from './demo-data';
import { demoId } from './demo-ids';
import {
  DEFAULT_DOCUMENT_TYPES,
  DEMO_OFFER_TEMPLATES,
  DEMO_PRODUCTS,
  fillDemoTemplate,
} from './demo-onboarding-data';

/**
 * Onboarding's demo data, so the journey works before the settings and price-book screens exist:
 * per tenant the boarding document types, a standard price book whose products lack some fee types
 * (the proposal dialog shows a slash for those) and a proposal and an agreement template. Onboard
 * Bikes (Northwind) starts clean; Tidepool Games (Blue Harbor) has a case under way: an approved
 * pre-check, documents, a rejected and an accepted proposal, and an agreement waiting. Added once.
 */
export const DEMO_ONBOARDING = {
  priceBook: (tenant: DemoTenant) => demoId(`pricebook:${tenant.key}:standard`),
  product: (tenant: DemoTenant, key: string) => demoId(`product:${tenant.key}:${key}`),
  documentType: (tenant: DemoTenant, key: string) => demoId(`document-type:${tenant.key}:${key}`),
  template: (tenant: DemoTenant, kind: 'proposal' | 'agreement') =>
    demoId(`offer-template:${tenant.key}:${kind}`),
  tidepool: {
    rejectedProposal: demoId('proposal:tidepool:1'),
    acceptedProposal: demoId('proposal:tidepool:2'),
    pendingAgreement: demoId('agreement:tidepool:1'),
    document: (key: string) => demoId(`boarding-document:tidepool:${key}`),
  },
} as const;

export async function seedDemoOnboarding(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727004)`);
    const [existing] = await tx
      .select({ id: priceBooks.id })
      .from(priceBooks)
      .where(eq(priceBooks.id, DEMO_ONBOARDING.priceBook(NORTHWIND)));
    if (existing) return;
    for (const tenant of [NORTHWIND, BLUE_HARBOR]) await seedTenant(tx, tenant);
    await seedTidepoolCase(tx);
  });
}

async function seedTenant(tx: ScopedTx, tenant: DemoTenant): Promise<void> {
  await tx.insert(documentTypes).values(
    DEFAULT_DOCUMENT_TYPES.map((type, index) => ({
      tenantId: tenant.id,
      id: DEMO_ONBOARDING.documentType(tenant, type.key),
      name: type.name,
      description: type.description,
      isRequired: type.isRequired,
      sortOrder: index,
    })),
  );
  const bookId = DEMO_ONBOARDING.priceBook(tenant);
  await tx.insert(priceBooks).values({
    tenantId: tenant.id,
    id: bookId,
    name: 'Standard price book',
    description: `${tenant.name}'s list prices for small and medium businesses`,
    isStandard: true,
  });
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    const entryId = demoId(`pricebook-entry:${tenant.key}:${product.key}`);
    await tx.insert(priceBookEntries).values({
      tenantId: tenant.id,
      id: entryId,
      priceBookId: bookId,
      productId: DEMO_ONBOARDING.product(tenant, product.key),
      productName: product.name,
      sortOrder: index,
    });
    await tx.insert(priceBookEntryItems).values(
      Object.entries(product.fees[tenant.key]).map(([fee, value]) => ({
        tenantId: tenant.id,
        id: demoId(`pricebook-item:${tenant.key}:${product.key}:${fee}`),
        entryId,
        feeTypeId: feeTypeId(fee as FeeTypeName),
        value,
      })),
    );
  }
  await tx.insert(offerTemplates).values(
    (['proposal', 'agreement'] as const).map((kind) => ({
      tenantId: tenant.id,
      id: DEMO_ONBOARDING.template(tenant, kind),
      kind,
      name: DEMO_OFFER_TEMPLATES[kind].name,
      body: DEMO_OFFER_TEMPLATES[kind].body,
    })),
  );
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** Tidepool Games, boarding with Blue Harbor: the tenant's review is under way. */
async function seedTidepoolCase(tx: ScopedTx): Promise<void> {
  const merchant = demoMerchant('tidepool-games');
  const tenantId = BLUE_HARBOR.id;
  // The demo has no Tidepool user: Blue Harbor's administrator filed the documents on its behalf.
  const reviewerEmail = 'tenant.admin@blueharbor.test';
  const reviewer = demoUser(reviewerEmail).id;
  const base = { tenantId, merchantId: merchant.id };
  // The café trades in pounds: its form says so, and so do its offers' fees (offer-currency.ts).
  const currency = 'GBP';
  await tx.insert(precheckForms).values({
    ...base,
    status: 'Approved',
    form: {
      legalName: 'Tidepool Games Ltd',
      tradingName: 'Tidepool Board Game Café',
      registrationNumber: '14839201',
      country: 'GB',
      addressLine1: '12 Harbour Street',
      city: 'Whitby',
      postalCode: 'YO21 3PU',
      website: 'https://tidepool-games.example',
      merchantCategoryCode: '5945',
      currency,
      expectedMonthlyVolume: 2_400_000,
      averageTicket: 2_350,
      contactName: 'Morgan Hale',
      contactEmail: 'morgan@tidepool-games.example',
      contactPhone: '+44 1947 600123',
    },
    submittedAt: daysAgo(12),
    reviewedAt: daysAgo(10),
    reviewedBy: reviewer,
    createdAt: daysAgo(14),
    updatedAt: daysAgo(10),
  });
  for (const [index, type] of DEFAULT_DOCUMENT_TYPES.slice(0, 3).entries()) {
    const fileId = demoId(`file:tidepool:${type.key}`);
    const content = demoPdf(`${type.name} - Tidepool Games Ltd`);
    await tx.insert(files).values({
      ...base,
      id: fileId,
      fileName: `tidepool-${type.key}.pdf`,
      contentType: 'application/pdf',
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
      purpose: 'document',
      uploadedBy: reviewer,
      uploadedByEmail: reviewerEmail,
      attachedAt: daysAgo(12 - index / 10),
      createdAt: daysAgo(12 - index / 10),
    });
    await tx.insert(boardingDocuments).values({
      ...base,
      id: DEMO_ONBOARDING.tidepool.document(type.key),
      documentTypeId: DEMO_ONBOARDING.documentType(BLUE_HARBOR, type.key),
      fileId,
      uploadedBy: reviewer,
      uploadedByEmail: reviewerEmail,
      createdAt: daysAgo(12 - index / 10),
    });
  }
  const ids = DEMO_ONBOARDING.tidepool;
  const offer = (version: number, created: number, fees: { boarding: number; minimum: number }) => ({
    ...base,
    version,
    priceBookId: DEMO_ONBOARDING.priceBook(BLUE_HARBOR),
    boardingFee: fees.boarding,
    accountConfigurationFee: 75,
    bankAccountSetupFee: 25,
    monthlyMinimumFee: fees.minimum,
    gatewayMonthlyAccess: 15,
    currency,
    createdBy: reviewer,
    createdAt: daysAgo(created),
    updatedAt: daysAgo(created - 1),
    sentAt: daysAgo(created - 0.5),
  });
  const values = { merchantName: merchant.legalBusinessName, tenantName: BLUE_HARBOR.name };
  await tx.insert(proposals).values([
    {
      ...offer(1, 9, { boarding: 250, minimum: 100 }),
      id: ids.rejectedProposal,
      status: 'Rejected',
      rejectReason: 'The monthly minimum is too high for a café in its first year.',
      body: fillDemoTemplate('proposal', { ...values, date: daysAgo(9) }),
      respondedAt: daysAgo(8),
    },
    {
      ...offer(2, 7, { boarding: 150, minimum: 40 }),
      id: ids.acceptedProposal,
      status: 'Accepted',
      body: fillDemoTemplate('proposal', { ...values, date: daysAgo(7) }),
      respondedAt: daysAgo(6),
    },
  ]);
  await tx.insert(agreements).values({
    ...offer(1, 5, { boarding: 150, minimum: 40 }),
    id: ids.pendingAgreement,
    proposalId: ids.acceptedProposal,
    status: 'PendingAcceptance',
    body: fillDemoTemplate('agreement', { ...values, date: daysAgo(5) }),
  });
  await offerProducts(tx, { proposalId: ids.rejectedProposal }, 'rejected');
  await offerProducts(tx, { proposalId: ids.acceptedProposal }, 'accepted');
  await offerProducts(tx, { agreementId: ids.pendingAgreement }, 'agreement');
}

/** The Blue Harbor book's card, open banking and payout products, at list price, as an offer's snapshot. */
async function offerProducts(
  tx: ScopedTx,
  owner: { proposalId?: string; agreementId?: string },
  key: string,
): Promise<void> {
  const base = { tenantId: BLUE_HARBOR.id, merchantId: demoMerchant('tidepool-games').id };
  for (const [index, product] of DEMO_PRODUCTS.entries()) {
    if (!['cards', 'open-banking', 'payouts'].includes(product.key)) continue;
    const entryId = demoId(`offer-entry:tidepool:${key}:${product.key}`);
    await tx.insert(offerEntries).values({
      ...base,
      id: entryId,
      ...owner,
      productId: DEMO_ONBOARDING.product(BLUE_HARBOR, product.key),
      productName: product.name,
      sortOrder: index,
    });
    await tx.insert(offerEntryItems).values(
      Object.entries(product.fees.blueharbor).map(([fee, value]) => ({
        ...base,
        id: demoId(`offer-item:tidepool:${key}:${product.key}:${fee}`),
        entryId,
        feeTypeId: feeTypeId(fee as FeeTypeName),
        feeTypeName: fee,
        feeSymbol: FEE_TYPES.find((f) => f.name === fee)?.symbol ?? '',
        value,
      })),
    );
  }
}

/** A one-page PDF showing one line of text (the demo's documents open in a viewer). ASCII only. */
function demoPdf(line: string): Uint8Array {
  const stream = `BT /F1 16 Tf 72 760 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
