/**
 * Drizzle's view of migrations/0012_transaction_maintenance_webhooks.sql (the DDL is the source;
 * the schema-drift test keeps the two in step). The webhook tables of the same migration live in
 * modules/transaction-webhooks/transaction-webhooks.table.ts.
 */
import { char, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const transactionRelationships = pgTable(
  'transaction_relationships',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    websiteId: uuid('website_id').notNull(),
    externalOrganizationId: text('external_organization_id').notNull(),
    requestType: text('request_type').$type<'Allocation' | 'MerchantLink'>().notNull(),
    status: text('status').$type<'Allocated' | 'Deallocated'>().notNull().default('Allocated'),
    allocatedBy: text('allocated_by'),
    createdAt: instant('created_at').notNull().defaultNow(),
    deallocatedAt: instant('deallocated_at'),
    deallocatedBy: text('deallocated_by'),
    deallocationReason: text('deallocation_reason'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionRestrictions = pgTable(
  'transaction_restrictions',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    kind: text('kind').$type<'Velocity' | 'BlockedCard' | 'BlockedCustomer'>().notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'Active' | 'Reset'>().notNull().default('Active'),
    createdAt: instant('created_at').notNull().defaultNow(),
    resetAt: instant('reset_at'),
    resetBy: text('reset_by'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const transactionBinData = pgTable(
  'transaction_bin_data',
  {
    tenantId: uuid('tenant_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    bin: text('bin').notNull(),
    brand: text('brand').notNull(),
    issuer: text('issuer').notNull(),
    country: char('country', { length: 2 }).notNull(),
    cardType: text('card_type').notNull(),
    cardLevel: text('card_level'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.transactionId] })],
);

export const transactionMaintenanceAudit = pgTable(
  'transaction_maintenance_audit',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    merchantId: uuid('merchant_id').notNull(),
    action: text('action').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
