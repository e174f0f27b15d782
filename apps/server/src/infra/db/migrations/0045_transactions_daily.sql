-- The transactions daily report (docs/transactions-daily.md): each night a job writes one CSV per
-- merchant, mode and UTC day that had transactions, into files (purpose 'report'), and records it
-- here; the primary key is what keeps a day from being written twice (two servers, a rerun).

-- A generated report has no uploader when the nightly job made it: uploaded_by stays required for
-- every upload, and may be null only for a report (uploaded_by_email then names the job).
alter table files alter column uploaded_by drop not null;
alter table files add constraint files_uploader_check check (purpose = 'report' or uploaded_by is not null);
-- A file holding every payment method and provider of its merchant (a daily file): a user limited
-- to some methods or providers may not download it (report-files.ts), as the limits would not hold.
alter table files add column whole_merchant boolean not null default false;

create table transaction_daily_reports (
  tenant_id uuid not null references tenants (id),
  merchant_id uuid not null,
  mode text not null check (mode in ('Test', 'Live')),
  day date not null,
  file_id uuid not null references files (id),
  file_name text not null,
  transactions integer not null check (transactions >= 0),
  size integer not null check (size >= 0),
  created_at timestamptz not null default now(),
  primary key (tenant_id, merchant_id, mode, day),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
-- The lists read a tenant's mode newest day first.
create index transaction_daily_reports_day_idx on transaction_daily_reports (tenant_id, mode, day desc);

alter table transaction_daily_reports enable row level security;
alter table transaction_daily_reports force row level security;
create policy transaction_daily_reports_in_scope on transaction_daily_reports using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  and (case when (select app_customer_limit()) is null then true
       else merchant_id = any ((select app_customer_limit())::uuid[]) end)
);
