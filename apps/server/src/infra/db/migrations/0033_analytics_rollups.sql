-- Analytics (issue 18; docs/analytics.md): the status-event log the transaction writes append to, the
-- narrow rollups a worker folds it into, and the worker's watermark.

-- One row per change of a counted state: +1 for the state a transaction enters, -1 for the one it
-- leaves, with the dimensions the rollups group by as they were then. Written by the application in
-- the same database transaction as the change (not by a row trigger: that halves insert throughput).
-- xid is the writing transaction's id: the worker takes only events below the oldest transaction
-- still in flight, so a slow writer's events are never skipped and never counted twice.
create table transaction_status_events (
  xid xid8 not null default pg_current_xact_id(),
  seq bigint generated always as identity,
  sign smallint not null check (sign in (-1, 1)),
  tenant_id uuid not null,
  merchant_id uuid not null,
  transaction_id uuid not null,
  mode text not null,
  type text not null,
  status text not null,
  currency char(3) not null,
  amount bigint not null,
  base_currency char(3) not null,
  base_amount bigint not null,
  payment_method text not null,
  service_provider text not null,
  decline_reason text not null,
  customer_country text not null,
  created_at timestamptz not null,
  primary key (xid, seq)
);

-- The worker's watermark: every event with xid below it is in the rollups. One row. rebuilt_at is
-- null until the first rebuild, which the worker's first pass runs: transactions written before this
-- migration have no events, so an installation upgraded to it is counted from the raw rows once.
create table analytics_rollup_state (
  id smallint primary key check (id = 1),
  watermark xid8 not null,
  updated_at timestamptz not null,
  rebuilt_at timestamptz
);
insert into analytics_rollup_state (id, watermark, updated_at) values (1, pg_snapshot_xmin(pg_current_snapshot()), now());

-- The rollups: one narrow table per family of questions, per tenant, merchant, mode, type, base
-- currency and UTC hour (the caller's day is assembled from hours; docs/analytics.md "Time").
create table rollup_status_currency (
  tenant_id uuid not null,
  merchant_id uuid not null,
  mode text not null,
  hour timestamptz not null,
  type text not null,
  base_currency char(3) not null,
  status text not null,
  currency char(3) not null,
  count bigint not null,
  success_count bigint not null,
  amount bigint not null,
  base_amount bigint not null,
  primary key (tenant_id, mode, hour, merchant_id, type, base_currency, status, currency)
);

create table rollup_provider_method (
  tenant_id uuid not null,
  merchant_id uuid not null,
  mode text not null,
  hour timestamptz not null,
  type text not null,
  base_currency char(3) not null,
  service_provider text not null,
  payment_method text not null,
  currency char(3) not null,
  count bigint not null,
  success_count bigint not null,
  amount bigint not null,
  base_amount bigint not null,
  primary key (tenant_id, mode, hour, merchant_id, type, base_currency, service_provider, payment_method, currency)
);

-- Declined and failed transactions only (decline_reason is '' for every other status).
create table rollup_decline_reason (
  tenant_id uuid not null,
  merchant_id uuid not null,
  mode text not null,
  hour timestamptz not null,
  type text not null,
  base_currency char(3) not null,
  status text not null,
  decline_reason text not null,
  service_provider text not null,
  count bigint not null,
  success_count bigint not null,
  amount bigint not null,
  base_amount bigint not null,
  primary key (tenant_id, mode, hour, merchant_id, type, base_currency, status, decline_reason, service_provider)
);

create table rollup_country (
  tenant_id uuid not null,
  merchant_id uuid not null,
  mode text not null,
  hour timestamptz not null,
  type text not null,
  base_currency char(3) not null,
  status text not null,
  customer_country text not null,
  count bigint not null,
  success_count bigint not null,
  amount bigint not null,
  base_amount bigint not null,
  primary key (tenant_id, mode, hour, merchant_id, type, base_currency, status, customer_country)
);

-- A platform view reads every tenant of one mode by hour.
create index rollup_status_currency_platform_idx on rollup_status_currency (mode, hour);
create index rollup_provider_method_platform_idx on rollup_provider_method (mode, hour);
create index rollup_decline_reason_platform_idx on rollup_decline_reason (mode, hour);
create index rollup_country_platform_idx on rollup_country (mode, hour);

-- The same tenant and merchant policy as the transactions they count (0008).
do $$
declare
  merchant_table text;
begin
  foreach merchant_table in array array[
    'transaction_status_events', 'rollup_status_currency', 'rollup_provider_method',
    'rollup_decline_reason', 'rollup_country'
  ] loop
    execute format('alter table %I enable row level security', merchant_table);
    execute format('alter table %I force row level security', merchant_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
      )$policy$, merchant_table || '_in_scope', merchant_table);
  end loop;
end
$$;
