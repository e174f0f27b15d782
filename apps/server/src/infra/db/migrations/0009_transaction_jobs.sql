-- Persistent transaction jobs (issue 6; docs/transaction-jobs.md): platform bulk status updates,
-- operators' and merchants' bulk money actions, and CSV exports kept 24 h as bytea chunks.
--
-- A job belongs to the tenant (and merchant) it was started in; a platform job started without the
-- tenantId header belongs to no tenant (tenant_id null) and only an every-tenant scope sees it, so
-- the key is the job id (tenant_id cannot lead a key that may be null). Items and chunks copy the
-- job's tenant and merchant, so row-level security reads them without a join.
--
-- The worker claims a job with FOR UPDATE SKIP LOCKED and holds a lease (locked_until) it renews
-- while running: a job held by a killed server is claimed again once its lease ran out.

create table transaction_jobs (
  id uuid primary key,
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  kind text not null check (kind in ('BulkUpdate', 'BulkAction', 'Export')),
  status text not null default 'Queued' check (status in (
    'Queued', 'Running', 'Completed', 'CompletedWithErrors', 'Failed', 'Cancelled'
  )),
  -- BulkUpdate: the StatusChange action; BulkAction: the money action; Export: 'export'.
  action text not null,
  decline_reason text,
  comment text,
  -- Export: the lookup filter (the query of GET …/csv), as validated.
  filter jsonb,
  -- Who asked, as what, in which mode: the worker acts as this user, re-resolved on every batch, so
  -- a deactivated user or a narrowed limit takes effect on a running job too.
  requested_by uuid not null references users (id),
  requester_email text not null,
  requester_profile text not null,
  mode text not null check (mode in ('Test', 'Live')),
  -- Idempotency-Key of the create call: the same key and body from the same user answer the same job.
  submission_key text,
  submission_hash text,
  total integer not null default 0 check (total >= 0),
  applied integer not null default 0,
  refused integer not null default 0,
  not_found integer not null default 0,
  failed integer not null default 0,
  skipped integer not null default 0,
  rows_expected integer,
  rows_expected_capped boolean not null default false,
  bytes_written bigint not null default 0,
  message text,
  locked_by text,
  locked_until timestamptz,
  -- How many times the job was claimed; a job that keeps killing its worker fails instead of looping.
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz,
  check (kind = 'Export' or filter is null),
  check (merchant_id is null or tenant_id is not null),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
create unique index transaction_jobs_submission_idx on transaction_jobs (requested_by, submission_key)
  where submission_key is not null;
-- Lists: a kind in one tenant (or every tenant), newest first; a user's own exports.
create index transaction_jobs_tenant_kind_idx on transaction_jobs (tenant_id, kind, created_at desc);
create index transaction_jobs_kind_idx on transaction_jobs (kind, created_at desc);
create index transaction_jobs_requester_idx on transaction_jobs (requested_by, kind, created_at desc);
-- The worker's queue: only unfinished jobs are in it.
create index transaction_jobs_queue_idx on transaction_jobs (created_at)
  where status in ('Queued', 'Running');
create index transaction_jobs_expiry_idx on transaction_jobs (expires_at) where expires_at is not null;

create table transaction_job_items (
  job_id uuid not null references transaction_jobs (id) on delete cascade,
  position integer not null check (position > 0),
  tenant_id uuid,
  merchant_id uuid,
  -- What was submitted: a transaction id or an external id (never card data).
  reference text not null,
  transaction_id uuid,
  outcome text not null default 'Pending' check (outcome in (
    'Pending', 'Applied', 'Refused', 'NotFound', 'Failed', 'Skipped'
  )),
  message text,
  status text,
  processed_at timestamptz,
  primary key (job_id, position)
);
-- The worker's next batch and the items page filtered by outcome.
create index transaction_job_items_outcome_idx on transaction_job_items (job_id, outcome, position);

create table transaction_export_chunks (
  job_id uuid not null references transaction_jobs (id) on delete cascade,
  seq integer not null check (seq >= 0),
  tenant_id uuid,
  merchant_id uuid,
  data bytea not null,
  primary key (job_id, seq)
);

-- Row-level security in 0008's form: the visible tenants (a null tenant only for every-tenant
-- scopes) and a merchant user's own merchant.
do $$
declare
  job_table text;
begin
  foreach job_table in array array['transaction_jobs', 'transaction_job_items', 'transaction_export_chunks'] loop
    execute format('alter table %I enable row level security', job_table);
    execute format('alter table %I force row level security', job_table);
    execute format($policy$
      create policy %I on %I using (
        (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
        and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
      )$policy$, job_table || '_in_scope', job_table);
  end loop;
end
$$;
