-- Transaction maintenance and webhooks (spec §7 "Transactions": relationships, deallocate,
-- reset-restriction, bin-data, wh/, wh2/, resend-webhook; docs/transaction-maintenance-and-webhooks.md).
-- Tenant data keeps tenant_id first in every key, with 0008's row-level security.

-- A transaction allocated to an organisation (merchant) and website: a suspense payment staff
-- allocated, or a merchant integration's link. Deallocating keeps the row (the history) and frees it.
create table transaction_relationships (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  website_id uuid not null,
  external_organization_id text not null,
  request_type text not null check (request_type in ('Allocation', 'MerchantLink')),
  status text not null default 'Allocated' check (status in ('Allocated', 'Deallocated')),
  allocated_by text,
  created_at timestamptz not null default now(),
  deallocated_at timestamptz,
  deallocated_by text,
  deallocation_reason text,
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  foreign key (tenant_id, website_id) references websites (tenant_id, id),
  check ((status = 'Deallocated') = (deallocated_at is not null))
);
-- A payment has one owner at a time: one live allocation per transaction, whatever races.
create unique index transaction_relationships_allocated_idx
  on transaction_relationships (tenant_id, transaction_id) where status = 'Allocated';
create index transaction_relationships_list_idx
  on transaction_relationships (tenant_id, merchant_id, created_at desc, id desc);
create index transaction_relationships_tx_idx on transaction_relationships (tenant_id, transaction_id);
create index transaction_relationships_external_idx
  on transaction_relationships (tenant_id, external_organization_id);

-- Anti-fraud restrictions (velocity, blocked card or customer) raised on a transaction; staff reset them.
create table transaction_restrictions (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  kind text not null check (kind in ('Velocity', 'BlockedCard', 'BlockedCustomer')),
  reason text not null,
  status text not null default 'Active' check (status in ('Active', 'Reset')),
  created_at timestamptz not null default now(),
  reset_at timestamptz,
  reset_by text,
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id),
  check ((status = 'Reset') = (reset_at is not null))
);
create index transaction_restrictions_tx_idx
  on transaction_restrictions (tenant_id, transaction_id, created_at desc);

-- Staff corrections of a transaction's BIN data (the card's first six digits and what they mean).
create table transaction_bin_data (
  tenant_id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  bin text not null check (bin ~ '^[0-9]{6}$'),
  brand text not null,
  issuer text not null,
  country char(2) not null check (country ~ '^[A-Z]{2}$'),
  card_type text not null check (card_type in ('Credit', 'Debit', 'Prepaid', 'Charge')),
  card_level text not null,
  updated_at timestamptz not null default now(),
  updated_by text not null,
  primary key (tenant_id, transaction_id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);

-- Who did what on these rows (deallocate, reset-restriction, bin-data, resend-webhook): the money
-- audit (transaction_audit) is for money fields; these changes keep their own before and after.
create table transaction_maintenance_audit (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  action text not null,
  actor_user_id uuid references users (id),
  actor_email text not null,
  before jsonb,
  after jsonb,
  request jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index transaction_maintenance_audit_tx_idx
  on transaction_maintenance_audit (tenant_id, transaction_id, created_at);

-- A merchant's webhook endpoint for transaction events (no payment-settings webhook-endpoints
-- table exists yet; this is the minimal one the dispatcher needs). The secret signs each delivery.
create table merchant_webhook_endpoints (
  tenant_id uuid not null,
  merchant_id uuid not null,
  url text not null check (url ~ '^https?://'),
  secret text not null check (length(secret) >= 16),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, merchant_id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);

create table webhook_deliveries (
  tenant_id uuid not null,
  id uuid not null,
  event_id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  url text not null,
  state text not null default 'Queued' check (state in ('Queued', 'Sending', 'Delivered', 'Failed')),
  attempt integer not null default 0 check (attempt >= 0 and attempt <= 5),
  next_attempt_at timestamptz,
  last_attempt_at timestamptz,
  -- When a Sending attempt is considered lost (the process died mid-attempt) and is retried.
  lease_until timestamptz,
  response_status integer,
  duration_ms integer,
  last_error text,
  requested_by text,
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  primary key (tenant_id, id),
  foreign key (tenant_id, event_id) references transaction_events (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id),
  check ((state = 'Queued') = (next_attempt_at is not null))
);
create index webhook_deliveries_tx_idx on webhook_deliveries (tenant_id, transaction_id, created_at desc);
-- The merchant endpoint's status: its latest attempt.
create index webhook_deliveries_merchant_idx
  on webhook_deliveries (tenant_id, merchant_id, last_attempt_at desc) where last_attempt_at is not null;
-- The dispatcher's queue across tenants: due deliveries first.
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where state = 'Queued';
create index webhook_deliveries_lease_idx on webhook_deliveries (lease_until) where state = 'Sending';

do $$
declare
  merchant_table text;
begin
  foreach merchant_table in array array[
    'transaction_relationships', 'transaction_restrictions', 'transaction_bin_data',
    'transaction_maintenance_audit', 'merchant_webhook_endpoints', 'webhook_deliveries'
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
