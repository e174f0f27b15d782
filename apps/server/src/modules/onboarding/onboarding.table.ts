/**
 * Onboarding's tables, for Drizzle queries; the DDL (foreign keys, checks, indexes, row-level
 * security) is `migrations/0007_onboarding.sql`, and the offers' currency `0035_offer_currency.sql`.
 * Foreign keys live in the SQL only, as in the other *.table.ts files: importing other tables here
 * would make `schema.ts` import itself.
 *
 * Fees are numeric(18, 4) in the SQL; here they are declared without precision (the schema-drift
 * test compares the bare type) and read as numbers: at most 4 decimals below 10^9 fit a double exactly
 * enough to print to 4 places.
 */

import type {
  AgreementStatus,
  PrecheckStatus,
  ProposalStatus,
} from '@paydesk/contracts/onboarding/onboarding.model';
import type { PrecheckDraft } from '@paydesk/contracts/onboarding/precheck.schemas';
import {
  boolean,
  char,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fee = (name: string) => numeric(name, { mode: 'number' }).notNull();

export const feeTypes = pgTable('fee_types', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const precheckForms = pgTable(
  'precheck_forms',
  {
    tenantId: uuid('tenant_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    status: text('status').$type<PrecheckStatus>().notNull().default('Draft'),
    form: jsonb('form').$type<PrecheckDraft>().notNull().default({}),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    reviewNote: text('review_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.merchantId] })],
);

export const documentTypes = pgTable(
  'document_types',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const boardingDocuments = pgTable(
  'boarding_documents',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    documentTypeId: uuid('document_type_id').notNull(),
    fileId: uuid('file_id').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const priceBooks = pgTable(
  'price_books',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isStandard: boolean('is_standard').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const priceBookEntries = pgTable(
  'price_book_entries',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    priceBookId: uuid('price_book_id').notNull(),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const priceBookEntryItems = pgTable(
  'price_book_entry_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    entryId: uuid('entry_id').notNull(),
    feeTypeId: uuid('fee_type_id').notNull(),
    value: fee('value'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export type OfferTemplateKind = 'proposal' | 'agreement';

export const offerTemplates = pgTable(
  'offer_templates',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    kind: text('kind').$type<OfferTemplateKind>().notNull(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/** The columns proposals and agreements share (the five boarding fees of spec §2 among them). */
function offerColumns() {
  return {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    version: integer('version').notNull(),
    rejectReason: text('reject_reason'),
    body: text('body').notNull(),
    priceBookId: uuid('price_book_id').notNull(),
    boardingFee: fee('boarding_fee'),
    accountConfigurationFee: fee('account_configuration_fee'),
    bankAccountSetupFee: fee('bank_account_setup_fee'),
    monthlyMinimumFee: fee('monthly_minimum_fee'),
    gatewayMonthlyAccess: fee('gateway_monthly_access'),
    /** The fees' currency, decided when the proposal is written (offer-currency.ts; migration 0035). */
    currency: char('currency', { length: 3 }).notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    sentAt: at('sent_at'),
    respondedAt: at('responded_at'),
    respondedBy: uuid('responded_by'),
  };
}

export const proposals = pgTable(
  'proposals',
  { ...offerColumns(), status: text('status').$type<ProposalStatus>().notNull().default('Created') },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const agreements = pgTable(
  'agreements',
  {
    ...offerColumns(),
    proposalId: uuid('proposal_id').notNull(),
    status: text('status').$type<AgreementStatus>().notNull().default('Created'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const offerEntries = pgTable(
  'offer_entries',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    proposalId: uuid('proposal_id'),
    agreementId: uuid('agreement_id'),
    productId: uuid('product_id').notNull(),
    productName: text('product_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const offerEntryItems = pgTable(
  'offer_entry_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    feeTypeId: uuid('fee_type_id').notNull(),
    feeTypeName: text('fee_type_name').notNull(),
    feeSymbol: text('fee_symbol').notNull(),
    value: fee('value'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
