-- Transactions (spec §3 transaction bodies, §4 Transactions, §7 "Transactions"; docs/transactions.md):
-- merchants' websites and payment channels, the transactions with their events, processor logs, fees
-- and ledger entries, disputes, the audit of every action, Idempotency-Key results, and each user's
-- saved filters and lookup columns. Tenant data keeps tenant_id first in every key (ARCHITECTURE §7).
-- Money is bigint minor units; a check on the row makes overspending impossible even for a bug.

-- The base currency a tenant reports in, and fixed reference rates to it (the simulator's rates).
-- No foreign key: a tenant can exist before the reference lists are loaded (they load after migrations).
alter table tenants add column base_currency char(3) not null default 'EUR'
  check (base_currency ~ '^[A-Z]{3}$');

create table currency_rates (
  currency char(3) primary key references currencies (id),
  -- Units of EUR per one unit of the currency (major units), exact decimal.
  eur_rate numeric not null check (eur_rate > 0)
);

create table websites (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  name text not null,
  url text not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
create index websites_merchant_idx on websites (tenant_id, merchant_id);

-- A merchant's way to take one currency by one method through one provider.
create table payment_channels (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  name text not null,
  payment_method text not null references payment_methods (id),
  service_provider text not null references service_providers (id),
  currency char(3) not null references currencies (id),
  is_active boolean not null default true,
  primary key (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
create index payment_channels_merchant_idx on payment_channels (tenant_id, merchant_id);

create table transactions (
  tenant_id uuid not null,
  id uuid not null,
  external_id text not null,
  merchant_id uuid not null,
  website_id uuid not null,
  mode text not null check (mode in ('Test', 'Live')),
  type text not null check (type in ('Payment', 'Refund', 'Payout', 'Chargeback')),
  status text not null check (status in (
    'Pending', 'WaitingForApproval', 'Approved', 'Captured', 'PartiallyRefunded', 'Refunded', 'Voided',
    'Reversed', 'Successful', 'Declined', 'Failed', 'Cancelled'
  )),
  amount bigint not null check (amount > 0),
  currency char(3) not null references currencies (id),
  base_amount bigint not null,
  base_currency char(3) not null references currencies (id),
  captured_amount bigint not null default 0,
  refunded_amount bigint not null default 0,
  has_open_dispute boolean not null default false,
  payment_method text not null,
  service_provider text not null,
  -- The card: BIN, last four and the spec §9 mask (first 6, last 4). The full number is never stored.
  card_bin text check (card_bin ~ '^[0-9]{6}$'),
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  card_masked text check (card_masked ~ '^[0-9]{6}\*+[0-9]{4}$'),
  card_brand text,
  card_holder text,
  card_expiry text,
  issuer_country char(2),
  customer_email text,
  customer_name text,
  customer_phone text,
  customer_country char(2),
  customer_ip text,
  parent_id uuid,
  response_code text,
  response_message text,
  authorisation_code text,
  processor_reference text,
  rrn text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, external_id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  foreign key (tenant_id, website_id) references websites (tenant_id, id),
  foreign key (tenant_id, parent_id) references transactions (tenant_id, id),
  check (captured_amount >= 0 and captured_amount <= amount),
  check (refunded_amount >= 0 and refunded_amount <= captured_amount),
  check ((type = 'Payment') = (parent_id is null))
);
-- The lookup reads newest first within a tenant (and merchant) and mode; filters narrow that walk.
create index transactions_tenant_lookup_idx on transactions (tenant_id, mode, created_at desc, id desc);
create index transactions_merchant_lookup_idx
  on transactions (tenant_id, merchant_id, mode, created_at desc, id desc);
create index transactions_platform_lookup_idx on transactions (mode, created_at desc, id desc);
create index transactions_status_idx on transactions (tenant_id, mode, status, created_at desc);
create index transactions_currency_idx on transactions (tenant_id, mode, currency, created_at desc);
-- Search keys: without tenant_id first, so platform staff searching every tenant use them too (a
-- tenant's search adds its tenant as a filter on these selective matches).
create index transactions_id_idx on transactions (id);
create index transactions_external_id_idx on transactions (external_id);
create index transactions_email_idx on transactions (lower(customer_email));
create index transactions_last4_idx on transactions (card_last4, created_at desc);
create index transactions_parent_idx on transactions (tenant_id, parent_id) where parent_id is not null;

create table transaction_events (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  type text not null,
  status text not null,
  amount bigint,
  currency char(3) not null,
  message text,
  actor_email text,
  webhook_status text not null default 'NotConfigured'
    check (webhook_status in ('NotConfigured', 'Configured', 'Delivering', 'NotDelivering')),
  payload jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index transaction_events_tx_idx on transaction_events (tenant_id, transaction_id, created_at);
-- events/{id} and api-logs/{id} for platform staff, who do not name the tenant.
create index transaction_events_id_idx on transaction_events (id);

-- What the processor side recorded: API calls, smart routing, cascading, anti-fraud and alerts. Each
-- kind's `data` has the shape of its contract schema; nothing queries inside it.
create table transaction_logs (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  kind text not null check (kind in ('api', 'smartRouting', 'cascading', 'antifraud', 'alert')),
  data jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index transaction_logs_tx_idx on transaction_logs (tenant_id, transaction_id, kind, created_at);
create index transaction_logs_id_idx on transaction_logs (id);

create table transaction_fees (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  fee_type text not null,
  amount bigint not null check (amount >= 0),
  currency char(3) not null,
  description text,
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index transaction_fees_tx_idx on transaction_fees (tenant_id, transaction_id);

-- Double-entry ledger lines a transaction wrote (GET /acc/customers/{id}/transactions/{id}/accounting-entries).
create table accounting_entries (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  account text not null,
  direction text not null check (direction in ('Debit', 'Credit')),
  amount bigint not null check (amount > 0),
  currency char(3) not null,
  description text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index accounting_entries_tx_idx on accounting_entries (tenant_id, transaction_id, created_at);

create table disputes (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  chargeback_id uuid not null,
  merchant_id uuid not null,
  dispute_code text not null,
  reason text,
  amount bigint not null check (amount > 0),
  currency char(3) not null,
  status text not null default 'Open' check (status in ('Open', 'Won', 'Lost')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id),
  foreign key (tenant_id, chargeback_id) references transactions (tenant_id, id)
);
-- One open dispute per payment, whatever races.
create unique index disputes_open_idx on disputes (tenant_id, transaction_id) where status = 'Open';

-- Every action on money: who, when, the state before and after, and the request.
create table transaction_audit (
  tenant_id uuid not null,
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  action text not null,
  actor_user_id uuid references users (id),
  actor_email text not null,
  before jsonb not null,
  after jsonb not null,
  request jsonb not null default '{}',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id)
);
create index transaction_audit_tx_idx on transaction_audit (tenant_id, transaction_id, created_at);

-- Idempotency-Key results, per tenant (the transaction's tenant). `request_hash` covers the caller,
-- the call and its body, so another caller's key never replays someone else's answer.
create table idempotency_keys (
  tenant_id uuid not null references tenants (id),
  key text not null,
  request_hash text not null,
  state text not null check (state in ('InFlight', 'Done')),
  status_code integer,
  response jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (tenant_id, key),
  check (state = 'InFlight' or (status_code is not null and response is not null))
);
create index idempotency_keys_expiry_idx on idempotency_keys (expires_at);

-- Reasons for manual decisions: status Declined for declines, Captured for approves (spec §4).
create table transaction_reasons (
  id text not null,
  type text not null check (type in ('transaction', 'payout')),
  status text not null check (status in ('Declined', 'Captured')),
  name text not null,
  sort_order integer not null default 0,
  primary key (type, status, id)
);

-- Per user: saved lookup filters (spec §3) and the lookup's columns. Users are not tenant data (a
-- platform user has no tenant); every query is keyed by the caller's user id.
create table saved_transaction_filters (
  id uuid primary key,
  external_id uuid not null unique,
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  filter jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index saved_transaction_filters_name_idx on saved_transaction_filters (user_id, lower(name));

create table user_lookup_columns (
  user_id uuid primary key references users (id) on delete cascade,
  columns text[] not null,
  updated_at timestamptz not null default now()
);

-- Row-level security, in 0005's form. Merchant data is narrowed to a merchant user's own merchant;
-- idempotency results to the visible tenants. Per-user limits and the mode are the application's.
do $$
declare
  merchant_table text;
begin
  foreach merchant_table in array array[
    'websites', 'payment_channels', 'transactions', 'transaction_events', 'transaction_logs',
    'transaction_fees', 'accounting_entries', 'disputes', 'transaction_audit'
  ] loop
    execute format('alter table %I enable row level security', merchant_table);
    execute format('alter table %I force row level security', merchant_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
      )$policy$, merchant_table || '_in_scope', merchant_table);
  end loop;
  alter table idempotency_keys enable row level security;
  alter table idempotency_keys force row level security;
  create policy idempotency_keys_in_scope on idempotency_keys using (
    case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end
  );
end
$$;
