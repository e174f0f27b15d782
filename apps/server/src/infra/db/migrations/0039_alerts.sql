-- Alerts (issue 19; docs/alerts.md): the minute rollup the rules are evaluated from, the rules a
-- tenant's staff set, each merchant's state under a rule, and the alerts the rules open.

-- The last 25 hours of the status-event log by UTC minute (modules/analytics/rollup-families.ts
-- ALERT_MINUTE_FAMILY): folded by the same pass as the other families, rows older than the
-- retention dropped by it. Not a report family: the report planner never reads it.
create table rollup_alert_minute (
  tenant_id uuid not null,
  merchant_id uuid not null,
  mode text not null,
  minute timestamptz not null,
  type text not null,
  base_currency char(3) not null,
  status text not null,
  service_provider text not null,
  payment_method text not null,
  currency char(3) not null,
  count bigint not null,
  success_count bigint not null,
  amount bigint not null,
  base_amount bigint not null,
  primary key (tenant_id, mode, minute, merchant_id, type, base_currency, status, service_provider,
               payment_method, currency)
);
-- A rule's window: one tenant and mode over its last minutes; and the retention's delete.
create index rollup_alert_minute_tenant_idx on rollup_alert_minute (tenant_id, mode, minute);
create index rollup_alert_minute_minute_idx on rollup_alert_minute (minute);

-- The tenant, merchant and per-user limits of the other rollups (0033, 0036): it holds the provider
-- and method, so a user limited to some sees their rows.
alter table rollup_alert_minute enable row level security;
alter table rollup_alert_minute force row level security;
create policy rollup_alert_minute_in_scope on rollup_alert_minute using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  and (case when (select app_customer_limit()) is null then true
       else merchant_id = any ((select app_customer_limit())::uuid[]) end)
  and (case when (select app_payment_method_limit()) is null then true
       else payment_method = any ((select app_payment_method_limit())::text[]) end)
  and (case when (select app_service_provider_limit()) is null then true
       else service_provider = any ((select app_service_provider_limit())::text[]) end)
);

-- A tenant's alert rules (contracts alerts/alert.schemas.ts AlertRule). The filters are columns:
-- null means every merchant, provider, method or currency.
create table alert_rules (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  name text not null,
  metric text not null check (metric in ('DeclineRatio', 'PendingRatio', 'SuccessRate', 'Count', 'Amount', 'Velocity')),
  comparator text not null check (comparator in ('Above', 'Below')),
  threshold numeric not null check (threshold >= 0),
  window_minutes integer not null check (window_minutes between 5 and 1440),
  min_sample integer not null check (min_sample >= 1),
  pending_for_minutes integer not null check (pending_for_minutes between 0 and 60),
  cooldown_minutes integer not null check (cooldown_minutes between 0 and 1440),
  mode text not null check (mode in ('Test', 'Live')),
  merchant_id uuid,
  service_provider text,
  payment_method text,
  currency char(3),
  channels text[] not null,
  enabled boolean not null,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_evaluated_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
create index alert_rules_enabled_idx on alert_rules (enabled, tenant_id);

-- Each merchant's state under a rule; no row is OK with nothing remembered.
create table alert_rule_states (
  tenant_id uuid not null,
  rule_id uuid not null references alert_rules (id) on delete cascade,
  merchant_id uuid not null,
  state text not null check (state in ('OK', 'Pending', 'Firing')),
  since timestamptz not null,
  last_value double precision not null,
  last_sample bigint not null,
  -- When the merchant's last alert under the rule resolved: the cooldown counts from it.
  last_resolved_at timestamptz,
  primary key (rule_id, merchant_id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);

-- The alerts: a merchant's episode under a rule, with the rule's settings copied at opening (the
-- rule may change or go; rule_id is then null).
create table alerts (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  merchant_id uuid not null,
  rule_id uuid references alert_rules (id) on delete set null,
  rule_name text not null,
  metric text not null,
  comparator text not null,
  threshold numeric not null,
  window_minutes integer not null,
  mode text not null check (mode in ('Test', 'Live')),
  state text not null check (state in ('Firing', 'Resolved')),
  fired_value double precision not null,
  fired_sample bigint not null,
  last_value double precision not null,
  last_sample bigint not null,
  started_at timestamptz not null,
  resolved_at timestamptz,
  acknowledged_at timestamptz,
  acknowledged_by uuid,
  -- The acknowledger's name as it was: a merchant's user may not read the tenant's staff.
  acknowledged_by_name text,
  primary key (tenant_id, id),
  unique (id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  check ((state = 'Resolved') = (resolved_at is not null))
);
-- Two evaluations never open the same merchant's alert under a rule twice.
create unique index alerts_one_firing_idx on alerts (rule_id, merchant_id) where state = 'Firing';
-- The lists: newest first per tenant and mode, and a merchant's own.
create index alerts_tenant_started_idx on alerts (tenant_id, mode, started_at desc);
create index alerts_merchant_started_idx on alerts (tenant_id, merchant_id, started_at desc);

-- Rules are the tenant's staff's (no merchant user reads them); a rule filtered to a merchant,
-- method or provider outside a user's limits (0036) is hidden from them. States and alerts are also
-- a merchant's, within the customer limit, as the webhook deliveries are (an alert counts all of a
-- merchant's payments: the method and provider limits do not apply to it).
alter table alert_rules enable row level security;
alter table alert_rules force row level security;
create policy alert_rules_in_scope on alert_rules using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (select app_merchant_id()) is null
  and (case when (select app_customer_limit()) is null then true
       else merchant_id is null or merchant_id = any ((select app_customer_limit())::uuid[]) end)
  and (case when (select app_payment_method_limit()) is null then true
       else payment_method is null or payment_method = any ((select app_payment_method_limit())::text[]) end)
  and (case when (select app_service_provider_limit()) is null then true
       else service_provider is null or service_provider = any ((select app_service_provider_limit())::text[]) end)
);

do $$
declare
  merchant_table text;
begin
  foreach merchant_table in array array['alert_rule_states', 'alerts'] loop
    execute format('alter table %I enable row level security', merchant_table);
    execute format('alter table %I force row level security', merchant_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
        and (case when (select app_customer_limit()) is null then true
             else merchant_id = any ((select app_customer_limit())::uuid[]) end)
      )$policy$, merchant_table || '_in_scope', merchant_table);
  end loop;
end
$$;
