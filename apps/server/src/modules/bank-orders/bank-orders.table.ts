/** Drizzle's view of migrations/0011_apm_bank_orders.sql: uploaded bank orders and their payments. */
import type { BankOrderStatus } from '@paydesk/contracts/bank-orders/bank-order.model';
import { bigint, char, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const bankOrders = pgTable(
  'bank_orders',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: char('file_sha256', { length: 64 }).notNull(),
    itemCount: integer('item_count').notNull(),
    status: text('status').$type<BankOrderStatus>().notNull().default('Received'),
    uploadedByUserId: uuid('uploaded_by_user_id').notNull(),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const bankOrderItems = pgTable(
  'bank_order_items',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull(),
    orderId: uuid('order_id').notNull(),
    rowNumber: integer('row_number').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    beneficiaryIban: text('beneficiary_iban').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<BankOrderStatus>().notNull().default('Received'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
