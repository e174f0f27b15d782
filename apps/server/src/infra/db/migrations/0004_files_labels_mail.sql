-- Support desk, part one: uploaded files, support labels and the mail outbox's delivery state.
-- Row-level security follows 0002_tenancy.sql (app_all_tenants(), app_tenant_ids(), app_merchant_id()).

-- Uploaded files (spec §5 "File uploads", §7 "Files"). A file belongs to the tenant, and merchant,
-- of its uploader: tenant staff's files have no merchant, platform staff upload into a named tenant.
-- The bytes live in the row: attachments are at most 20 MB and read whole, one at a time.
create table files (
  tenant_id uuid not null references tenants (id),
  id uuid not null unique,
  merchant_id uuid,
  file_name text not null,
  content_type text not null,
  size bigint not null check (size >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea not null,
  purpose text not null check (purpose in ('ticket', 'document')),
  uploaded_by uuid not null references users (id),
  uploaded_by_email text not null,
  -- Set when a ticket or comment references the file; from then on it cannot be deleted.
  attached_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);

create index files_merchant_idx on files (tenant_id, merchant_id);

alter table files enable row level security;
alter table files force row level security;
create policy files_in_scope on files
  using (
    (app_all_tenants() or tenant_id = any (app_tenant_ids()))
    and (app_merchant_id() is null or merchant_id = app_merchant_id())
  );

-- Support labels (spec §4 "Label seeding", §7 "Support labels"). A label belongs to one organisation:
-- the platform (no tenant, no merchant), a tenant (no merchant) or a merchant (both).
create table support_labels (
  id uuid primary key,
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  value text not null,
  description text,
  color text not null,
  is_default boolean not null default false,
  sort_order integer not null,
  created_at timestamptz not null default now(),
  check (merchant_id is null or tenant_id is not null),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);

-- One name per organisation, case-insensitively. An expression over coalesce() rather than
-- `unique nulls not distinct` because the name is compared lower-cased; the seeding of the default
-- labels relies on it (`on conflict do nothing`) when two first requests race.
create unique index support_labels_organisation_value_idx on support_labels (
  coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid),
  coalesce(merchant_id, '00000000-0000-0000-0000-000000000000'::uuid),
  lower(value)
);

create index support_labels_order_idx on support_labels (tenant_id, merchant_id, sort_order);

-- Platform labels only with a platform-wide scope; a tenant's labels inside that tenant; a merchant's
-- labels inside its tenant and, for a merchant user, only its own merchant's.
alter table support_labels enable row level security;
alter table support_labels force row level security;
create policy support_labels_in_scope on support_labels
  using (
    case
      when tenant_id is null then app_all_tenants()
      else (app_all_tenants() or tenant_id = any (app_tenant_ids()))
        and (app_merchant_id() is null or merchant_id = app_merchant_id())
    end
  );

-- The outbox gains its tenant (the sender address) and delivery state. Kept: there is no SMTP
-- server configured, so the mail stays here to be read (tests, the platform's outbox view).
alter table mail_outbox
  add column tenant_id uuid references tenants (id),
  add column status text not null default 'Queued' check (status in ('Queued', 'Sent', 'Failed', 'Kept')),
  add column error text,
  add column attempts integer not null default 0,
  -- A failed attempt waits before the next one, so a down SMTP server is not hammered every second.
  add column next_attempt_at timestamptz not null default now(),
  -- Platform staff read the outbox, but not what is not theirs: a tenant's conversation with its
  -- merchants, or a link that signs someone in (password reset, an outside party's invitation). Such
  -- mail is listed with its recipient and delivery state only.
  add column readable_by_platform boolean not null default false;

-- Mail queued before this migration was never sent: there was no sender.
update mail_outbox set status = case when sent_at is null then 'Kept' else 'Sent' end;

drop index mail_outbox_unsent_idx;
create index mail_outbox_queued_idx on mail_outbox (next_attempt_at) where status = 'Queued';
create index mail_outbox_created_idx on mail_outbox (created_at);

-- Not forced: the identity module (password resets, before anyone is signed in) and the dispatcher
-- work as the owner. A scoped request queues mail about its own tenants (or about none) and reads
-- only its tenants' mail.
alter table mail_outbox enable row level security;
create policy mail_outbox_in_scope on mail_outbox
  using (app_all_tenants() or tenant_id = any (app_tenant_ids()))
  with check (app_all_tenants() or tenant_id is null or tenant_id = any (app_tenant_ids()));
