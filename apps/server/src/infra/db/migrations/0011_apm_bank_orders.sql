-- APM transactions and bank-order uploads (docs/apm-and-bank-orders.md).

-- Which payment methods are alternative payment methods (APMs), and of what type. Reference data
-- without a foreign key to payment_methods: the reference lists load after the migrations (as in
-- 0008's tenants.base_currency). Wallets carry a tokenised scheme card and are not listed here.
create table apm_payment_methods (
  payment_method text primary key,
  apm_type text not null check (apm_type in (
    'BankRedirect', 'BankTransfer', 'DirectDebit', 'EWallet', 'BuyNowPayLater', 'MobilePayment'
  ))
);
insert into apm_payment_methods (payment_method, apm_type) values
  ('ideal', 'BankRedirect'),
  ('bancontact', 'BankRedirect'),
  ('open-banking', 'BankRedirect'),
  ('sepa-credit', 'BankTransfer'),
  ('sepa-dd', 'DirectDebit'),
  ('paypal', 'EWallet'),
  ('klarna', 'BuyNowPayLater'),
  ('blik', 'MobilePayment')
on conflict (payment_method) do nothing;

-- The APM lookup's "APM reference" search key: the provider's reference, an exact match.
create index transactions_processor_reference_idx on transactions (processor_reference)
  where processor_reference is not null;

-- A CSV file of payment orders a tenant uploaded, and its rows. Written together in one transaction.
create table bank_orders (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  bank_name text not null check (length(bank_name) between 1 and 100),
  account_number text not null check (account_number ~ '^[A-Z0-9]{4,34}$'),
  file_name text not null,
  file_sha256 char(64) not null,
  item_count integer not null check (item_count between 1 and 5000),
  status text not null default 'Received' check (status in ('Received')),
  uploaded_by_user_id uuid not null references users (id),
  uploaded_by_email text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index bank_orders_list_idx on bank_orders (tenant_id, created_at desc, id desc);

create table bank_order_items (
  tenant_id uuid not null,
  id uuid not null,
  order_id uuid not null,
  row_number integer not null check (row_number >= 2),
  beneficiary_name text not null check (length(beneficiary_name) between 1 and 70),
  beneficiary_iban text not null check (beneficiary_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  amount bigint not null check (amount > 0),
  currency char(3) not null references currencies (id),
  reference text not null check (length(reference) between 1 and 35),
  status text not null default 'Received' check (status in ('Received')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, order_id) references bank_orders (tenant_id, id),
  unique (tenant_id, order_id, row_number),
  -- A reference pays once per tenant: the same file uploaded twice cannot pay everyone twice.
  unique (tenant_id, reference)
);

-- Row-level security in 0008's form, tenant-owned only: no merchant user ever sees bank orders.
do $$
declare
  tenant_table text;
begin
  foreach tenant_table in array array['bank_orders', 'bank_order_items'] loop
    execute format('alter table %I enable row level security', tenant_table);
    execute format('alter table %I force row level security', tenant_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (select app_merchant_id()) is null
      )$policy$, tenant_table || '_in_scope', tenant_table);
  end loop;
end
$$;
