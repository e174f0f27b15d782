/**
 * Drizzle's view of migrations/0008_transactions.sql (the DDL is the source; the schema-drift test
 * keeps the two in step). Money columns are bigint minor units read as JS numbers: every amount the
 * platform handles is far below 2^53.
 */
import {
  bigint,
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

const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const currencyRates = pgTable('currency_rates', {
  currency: char('currency', { length: 3 }).primaryKey(),
  eurRate: numeric('eur_rate').notNull(),
});

export const websites = pgTable(
  'websites',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const paymentChannels = pgTable(
  'payment_channels',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    name: text('name').notNull(),
    paymentMethod: text('payment_method').notNull(),
    serviceProvider: text('service_provider').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactions = pgTable(
  'transactions',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    externalId: text('external_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    websiteId: uuid('website_id').notNull(),
    mode: text('mode').$type<'Test' | 'Live'>().notNull(),
    type: text('type').$type<'Payment' | 'Refund' | 'Payout' | 'Chargeback'>().notNull(),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    baseAmount: money('base_amount').notNull(),
    baseCurrency: char('base_currency', { length: 3 }).notNull(),
    capturedAmount: money('captured_amount').notNull().default(0),
    refundedAmount: money('refunded_amount').notNull().default(0),
    hasOpenDispute: boolean('has_open_dispute').notNull().default(false),
    paymentMethod: text('payment_method').notNull(),
    serviceProvider: text('service_provider').notNull(),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    cardMasked: text('card_masked'),
    cardBrand: text('card_brand'),
    cardHolder: text('card_holder'),
    cardExpiry: text('card_expiry'),
    issuerCountry: char('issuer_country', { length: 2 }),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerCountry: char('customer_country', { length: 2 }),
    customerIp: text('customer_ip'),
    parentId: uuid('parent_id'),
    responseCode: text('response_code'),
    responseMessage: text('response_message'),
    authorisationCode: text('authorisation_code'),
    processorReference: text('processor_reference'),
    rrn: text('rrn'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionEvents = pgTable(
  'transaction_events',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: money('amount'),
    currency: char('currency', { length: 3 }).notNull(),
    message: text('message'),
    actorEmail: text('actor_email'),
    webhookStatus: text('webhook_status')
      .$type<'NotConfigured' | 'Configured' | 'Delivering' | 'NotDelivering'>()
      .notNull()
      .default('NotConfigured'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export type TransactionLogKind = 'api' | 'smartRouting' | 'cascading' | 'antifraud' | 'alert';

export const transactionLogs = pgTable(
  'transaction_logs',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    kind: text('kind').$type<TransactionLogKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionFees = pgTable(
  'transaction_fees',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    feeType: text('fee_type').notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const accountingEntries = pgTable(
  'accounting_entries',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    account: text('account').notNull(),
    direction: text('direction').$type<'Debit' | 'Credit'>().notNull(),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const disputes = pgTable(
  'disputes',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    chargebackId: uuid('chargeback_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    disputeCode: text('dispute_code').notNull(),
    reason: text('reason'),
    amount: money('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<'Open' | 'Won' | 'Lost'>().notNull().default('Open'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionAudit = pgTable(
  'transaction_audit',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionReasons = pgTable(
  'transaction_reasons',
  {
    id: text('id').notNull(),
    type: text('type').$type<'transaction' | 'payout'>().notNull(),
    status: text('status').$type<'Declined' | 'Captured'>().notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.type, t.status, t.id] })],
);

export const savedTransactionFilters = pgTable('saved_transaction_filters', {
  id: uuid('id').primaryKey(),
  externalId: uuid('external_id').notNull().unique(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const userLookupColumns = pgTable('user_lookup_columns', {
  userId: uuid('user_id').primaryKey(),
  columns: text('columns').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
