-- Payout limits (docs/transactions.md "Payout limits"; a Paydesk extension beyond the portal spec):
-- per currency, in minor units, how much a merchant may pay out per payout and per UTC day. A row
-- with merchant_id null is the tenant's default; a null limit inherits the level above (a merchant's
-- from the tenant's default, the tenant's from the built-in 10,000 / 50,000 major units).
create table payout_limits (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  merchant_id uuid,
  currency char(3) not null references currencies (id),
  per_payout bigint check (per_payout > 0 and per_payout <= 1000000000000000),
  per_day bigint check (per_day > 0 and per_day <= 1000000000000000),
  updated_at timestamptz not null default now(),
  updated_by text not null,
  primary key (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  check (per_payout is null or per_day is null or per_payout <= per_day),
  unique nulls not distinct (tenant_id, merchant_id, currency)
);

-- Who changed a level's limits, with the level's limits before and after (the transaction audits
-- are per transaction; a limit belongs to none).
create table payout_limit_audit (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  merchant_id uuid,
  action text not null,
  actor_user_id uuid references users (id),
  actor_email text not null,
  before jsonb not null,
  after jsonb not null,
  request jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
create index payout_limit_audit_owner_idx on payout_limit_audit (tenant_id, merchant_id, created_at);

-- A merchant user sees its own limits and its tenant's default: the check of its own payout
-- request reads both.
do $$
declare
  limit_table text;
begin
  foreach limit_table in array array['payout_limits', 'payout_limit_audit'] loop
    execute format('alter table %I enable row level security', limit_table);
    execute format('alter table %I force row level security', limit_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true
                  else merchant_id is null or merchant_id = (select app_merchant_id()) end)
      )$policy$, limit_table || '_in_scope', limit_table);
  end loop;
end
$$;
