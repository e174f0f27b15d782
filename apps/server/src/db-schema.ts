/**
 * The whole Drizzle schema, assembled above the modules: infra's own tables (tenants, merchants,
 * users, roles, reference data) and each module's `*.table.ts`. It sits in the composition root
 * because infra may not import modules; the schema-drift test, the seed and the test kit read it
 * here. Modules import their own table files, and another module's tables through its index.ts.
 */

export * from './infra/audit/audit-events.table';
export * from './infra/crypto/tenant-keys.table';
export * from './infra/db/schema';
export * from './infra/idempotency/idempotency.table';
export * from './infra/step-up/step-up.table';
export * from './modules/alerts/alerts.table';
export * from './modules/analytics/analytics.table';
export * from './modules/analytics/report-tool.table';
export * from './modules/apm-transactions/apm-transactions.table';
export * from './modules/bank-orders/bank-orders.table';
export * from './modules/dashboards/dashboards.table';
export * from './modules/disputes/disputes.table';
export * from './modules/files/files.table';
export * from './modules/identity/identity.table';
export * from './modules/mail/mail.table';
export * from './modules/money/money-operations.table';
export * from './modules/money/payout-limits.table';
export * from './modules/money/status-events.table';
export * from './modules/money/transactions.table';
export * from './modules/notifications/notifications.table';
export * from './modules/onboarding/onboarding.table';
export * from './modules/support/support.table';
export * from './modules/support-labels/support-labels.table';
export * from './modules/transaction-daily-reports/daily-reports.table';
export * from './modules/transaction-jobs/transaction-jobs.table';
export * from './modules/transaction-webhooks/transaction-webhooks.table';
export * from './modules/transactions/maintenance/transaction-maintenance.table';
