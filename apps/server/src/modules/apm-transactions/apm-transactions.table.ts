/** Drizzle's view of migrations/0011_apm_bank_orders.sql: which payment methods are APMs. */
import type { ApmType } from '@paydesk/contracts/apm-transactions/apm-transaction.model';
import { pgTable, text } from 'drizzle-orm/pg-core';

export const apmPaymentMethods = pgTable('apm_payment_methods', {
  paymentMethod: text('payment_method').primaryKey(),
  apmType: text('apm_type').$type<ApmType>().notNull(),
});
