-- The API logs report (docs/api-logs.md): a period's processor API logs across transactions, newest
-- first, one page at a time. transaction_logs had only the per-transaction index (0008), so a
-- tenant's or a merchant's page would have read and sorted every log of the period. Partial indexes
-- (kind = 'api': the other kinds are never listed this way) in the page's order, id as tie-breaker:
-- tenant staff page a tenant, a merchant user (or a merchant filter) a merchant, platform staff
-- every tenant.
create index transaction_logs_api_tenant_idx
  on transaction_logs (tenant_id, created_at desc, id desc) where kind = 'api';
create index transaction_logs_api_merchant_idx
  on transaction_logs (tenant_id, merchant_id, created_at desc, id desc) where kind = 'api';
create index transaction_logs_api_platform_idx
  on transaction_logs (created_at desc, id desc) where kind = 'api';
