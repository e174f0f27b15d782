-- Disputes lookup and response (docs/disputes-and-virtual-terminal.md). The `dispute` action of 0008
-- opens a dispute; staff now respond to it: Open → UnderReview (evidence submitted) → Won or Lost,
-- or Open → Lost (accepted). Every step is a row of dispute_history (the dispute's timeline and
-- evidence); the money steps are on the transactions, their ledger and their audit as before.

-- UnderReview is still open: it holds money, and a payment keeps at most one open dispute.
alter table disputes drop constraint disputes_status_check;
alter table disputes add constraint disputes_status_check
  check (status in ('Open', 'UnderReview', 'Won', 'Lost'));
drop index disputes_open_idx;
create unique index disputes_open_idx on disputes (tenant_id, transaction_id)
  where status in ('Open', 'UnderReview');

-- The lookup reads newest first within a tenant (and merchant); status narrows it.
create index disputes_tenant_lookup_idx on disputes (tenant_id, created_at desc, id desc);
create index disputes_merchant_lookup_idx on disputes (tenant_id, merchant_id, created_at desc, id desc);
create index disputes_status_idx on disputes (tenant_id, status, created_at desc);
-- Platform staff look across tenants, and a dispute is also found by its chargeback.
create index disputes_platform_lookup_idx on disputes (created_at desc, id desc);
create index disputes_id_idx on disputes (id);
create index disputes_transaction_idx on disputes (tenant_id, transaction_id);

create table dispute_history (
  tenant_id uuid not null,
  id uuid not null,
  dispute_id uuid not null,
  merchant_id uuid not null,
  action text not null check (action in ('EvidenceSubmitted', 'Accepted', 'Won', 'Lost')),
  status text not null check (status in ('Open', 'UnderReview', 'Won', 'Lost')),
  note text,
  -- Evidence files (the files module's ids, attached so they cannot be deleted).
  file_ids uuid[] not null default '{}',
  actor_user_id uuid references users (id),
  actor_email text not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, dispute_id) references disputes (tenant_id, id)
);
create index dispute_history_dispute_idx on dispute_history (tenant_id, dispute_id, created_at);

alter table dispute_history enable row level security;
alter table dispute_history force row level security;
create policy dispute_history_in_scope on dispute_history using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
);
