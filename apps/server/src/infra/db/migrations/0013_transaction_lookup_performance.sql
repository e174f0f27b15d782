-- The lookup's count at volume (docs/transactions.md "Performance"). The capped count reads up to
-- 10,000 index entries, and for each one row-level security needs merchant_id (the policy narrows to
-- a merchant user's merchant) and the per-user limits need payment_method and service_provider.
-- Without them in the index every entry costs a heap visit (measured at 1M rows: 17 ms for a capped
-- count over a week); with them in INCLUDE the count is an index-only scan. The keys are 0008's
-- (the status and currency indexes gain `id desc`, so a page in one status or currency is read in
-- the lookup's order straight off the index), so the 0008 indexes they replace are dropped.
drop index if exists transactions_tenant_lookup_idx;
create index transactions_tenant_lookup_idx on transactions (tenant_id, mode, created_at desc, id desc)
  include (merchant_id, payment_method, service_provider);

drop index if exists transactions_status_idx;
create index transactions_status_idx on transactions (tenant_id, mode, status, created_at desc, id desc)
  include (merchant_id, payment_method, service_provider);

drop index if exists transactions_currency_idx;
create index transactions_currency_idx on transactions (tenant_id, mode, currency, created_at desc, id desc)
  include (merchant_id, payment_method, service_provider);
