-- Merchant onboarding (spec §1 onboarding, §3 Agreement, Proposal, Price book, Fee type, §4 "Proposals
-- and agreements"; docs/onboarding.md): the pre-check form, boarding documents, price books, offer
-- templates, proposals and agreements. Tenant data keeps tenant_id first in every primary, unique and
-- foreign key (ARCHITECTURE §7); row-level security follows 0005's planner-friendly form.

-- Fee types (spec §3: feeTypeId, feeTypeName, feeSymbol) are one shared reference list, like currencies.
create table fee_types (
  id uuid primary key,
  name text not null,
  symbol text not null,
  is_active boolean not null default true
);
create unique index fee_types_name_idx on fee_types (lower(name));

-- The pre-check form: one per merchant. The fields are one jsonb document checked by the contracts'
-- PrecheckDraft on every save and PrecheckSubmission on submit; nothing queries inside it.
create table precheck_forms (
  tenant_id uuid not null,
  merchant_id uuid not null,
  status text not null default 'Draft'
    check (status in ('Draft', 'Submitted', 'ChangesRequested', 'Approved')),
  form jsonb not null default '{}',
  submitted_at timestamptz,
  reviewed_at timestamptz,
  reviewed_by uuid references users (id),
  review_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, merchant_id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  check (status = 'Draft' or submitted_at is not null),
  check (status <> 'ChangesRequested' or review_note is not null)
);

-- What boarding asks for (crm/settings/document-types), per tenant.
create table document_types (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  name text not null,
  description text,
  is_required boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create unique index document_types_name_idx on document_types (tenant_id, lower(name));

-- A file of purpose 'document' filed under a document type. A file is filed once; the file row is
-- marked attached, so the file service will not delete it behind the document's back.
create table boarding_documents (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  document_type_id uuid not null,
  file_id uuid not null,
  uploaded_by uuid not null references users (id),
  uploaded_by_email text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, file_id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  foreign key (tenant_id, document_type_id) references document_types (tenant_id, id),
  foreign key (tenant_id, file_id) references files (tenant_id, id)
);
create index boarding_documents_merchant_idx on boarding_documents (tenant_id, merchant_id, created_at);

-- Price books (spec §3: name, description, isStandard, isActive, ownerId = the owning tenant).
create table price_books (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  name text not null,
  description text,
  is_standard boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
-- One standard price book per tenant.
create unique index price_books_standard_idx on price_books (tenant_id) where is_standard;

-- A product of a price book (spec §3 "Price book entry": productId, productName, items), in the
-- book's order. The same product may sit in several books with other fees.
create table price_book_entries (
  tenant_id uuid not null,
  id uuid not null,
  price_book_id uuid not null,
  product_id uuid not null,
  product_name text not null,
  sort_order integer not null default 0,
  primary key (tenant_id, id),
  unique (tenant_id, price_book_id, product_id),
  foreign key (tenant_id, price_book_id) references price_books (tenant_id, id) on delete cascade
);
create index price_book_entries_order_idx on price_book_entries (tenant_id, price_book_id, sort_order);

-- A product's fee of one fee type; a product without a fee of some type simply has no row for it.
create table price_book_entry_items (
  tenant_id uuid not null,
  id uuid not null,
  entry_id uuid not null,
  fee_type_id uuid not null references fee_types (id),
  value numeric(18, 4) not null check (value >= 0),
  primary key (tenant_id, id),
  unique (tenant_id, entry_id, fee_type_id),
  foreign key (tenant_id, entry_id) references price_book_entries (tenant_id, id) on delete cascade
);

-- Proposal and agreement templates (crm/settings proposal-templates, agreement-templates): HTML with
-- {{merchantName}}, {{tenantName}} and {{date}}.
create table offer_templates (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  kind text not null check (kind in ('proposal', 'agreement')),
  name text not null,
  body text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index offer_templates_kind_idx on offer_templates (tenant_id, kind, name);

-- Proposals and agreements. The price book is named for the record only (no foreign key): an offer is
-- a snapshot of its fees and products (offer_entries below), so a price book changed or deleted later
-- neither alters nor blocks it. Fees are numeric(18, 4): exact, never negative, shown to 2 decimals.
create table proposals (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  version integer not null check (version >= 1),
  status text not null default 'Created'
    check (status in ('Created', 'PendingApproval', 'Accepted', 'Rejected')),
  reject_reason text,
  body text not null,
  price_book_id uuid not null,
  boarding_fee numeric(18, 4) not null check (boarding_fee >= 0),
  account_configuration_fee numeric(18, 4) not null check (account_configuration_fee >= 0),
  bank_account_setup_fee numeric(18, 4) not null check (bank_account_setup_fee >= 0),
  monthly_minimum_fee numeric(18, 4) not null check (monthly_minimum_fee >= 0),
  gateway_monthly_access numeric(18, 4) not null check (gateway_monthly_access >= 0),
  created_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  responded_at timestamptz,
  responded_by uuid references users (id),
  primary key (tenant_id, id),
  unique (tenant_id, merchant_id, version),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  check ((status = 'Rejected') = (reject_reason is not null)),
  check ((status = 'Created') = (sent_at is null)),
  check ((status in ('Accepted', 'Rejected')) = (responded_at is not null))
);
-- At most one proposal waiting (being written, or sent and not answered) per merchant: the service
-- answers 409 first; this makes two racing requests unable to both get through.
create unique index proposals_open_idx on proposals (tenant_id, merchant_id)
  where status in ('Created', 'PendingApproval');

create table agreements (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  proposal_id uuid not null,
  version integer not null check (version >= 1),
  status text not null default 'Created'
    check (status in ('Created', 'PendingAcceptance', 'Accepted', 'Rejected')),
  reject_reason text,
  body text not null,
  price_book_id uuid not null,
  boarding_fee numeric(18, 4) not null check (boarding_fee >= 0),
  account_configuration_fee numeric(18, 4) not null check (account_configuration_fee >= 0),
  bank_account_setup_fee numeric(18, 4) not null check (bank_account_setup_fee >= 0),
  monthly_minimum_fee numeric(18, 4) not null check (monthly_minimum_fee >= 0),
  gateway_monthly_access numeric(18, 4) not null check (gateway_monthly_access >= 0),
  created_by uuid not null references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  responded_at timestamptz,
  responded_by uuid references users (id),
  primary key (tenant_id, id),
  unique (tenant_id, merchant_id, version),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  foreign key (tenant_id, proposal_id) references proposals (tenant_id, id),
  check ((status = 'Rejected') = (reject_reason is not null)),
  check ((status = 'Created') = (sent_at is null)),
  check ((status in ('Accepted', 'Rejected')) = (responded_at is not null))
);
create unique index agreements_open_idx on agreements (tenant_id, merchant_id)
  where status in ('Created', 'PendingAcceptance');
-- A merchant is boarded once.
create unique index agreements_accepted_idx on agreements (tenant_id, merchant_id) where status = 'Accepted';

-- The products of a proposal or an agreement, with the names as they were when it was written.
create table offer_entries (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  proposal_id uuid,
  agreement_id uuid,
  product_id uuid not null,
  product_name text not null,
  sort_order integer not null,
  primary key (tenant_id, id),
  unique (tenant_id, proposal_id, product_id),
  unique (tenant_id, agreement_id, product_id),
  foreign key (tenant_id, proposal_id) references proposals (tenant_id, id) on delete cascade,
  foreign key (tenant_id, agreement_id) references agreements (tenant_id, id) on delete cascade,
  check (num_nonnulls(proposal_id, agreement_id) = 1)
);

-- A product's fee in an offer, with the fee type's name and symbol as they were.
create table offer_entry_items (
  tenant_id uuid not null,
  id uuid not null,
  merchant_id uuid not null,
  entry_id uuid not null,
  fee_type_id uuid not null,
  fee_type_name text not null,
  fee_symbol text not null,
  value numeric(18, 4) not null check (value >= 0),
  primary key (tenant_id, id),
  unique (tenant_id, entry_id, fee_type_id),
  foreign key (tenant_id, entry_id) references offer_entries (tenant_id, id) on delete cascade
);

-- Row-level security, in 0005's form (CASE expressions, settings read in sub-selects). Merchant data
-- (the form, documents, offers) is narrowed to a merchant user's own merchant; a tenant's settings
-- (document types, price books, templates) to its tenants. Customer limits are the application's.
do $$
declare
  merchant_table text;
  tenant_table text;
begin
  foreach merchant_table in array array[
    'precheck_forms', 'boarding_documents', 'proposals', 'agreements', 'offer_entries', 'offer_entry_items'
  ] loop
    execute format('alter table %I enable row level security', merchant_table);
    execute format('alter table %I force row level security', merchant_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
      )$policy$, merchant_table || '_in_scope', merchant_table);
  end loop;
  foreach tenant_table in array array[
    'document_types', 'price_books', 'price_book_entries', 'price_book_entry_items', 'offer_templates'
  ] loop
    execute format('alter table %I enable row level security', tenant_table);
    execute format('alter table %I force row level security', tenant_table);
    execute format($policy$
      create policy %I on %I using (
        case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end
      )$policy$, tenant_table || '_in_scope', tenant_table);
  end loop;
end
$$;
