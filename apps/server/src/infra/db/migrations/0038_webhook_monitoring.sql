-- Webhook monitoring and bulk resend (issue 19; docs/transaction-maintenance-and-webhooks.md
-- "Monitoring"): every attempt on record, Svix's eight-attempt schedule, endpoints marked failing,
-- and the bulk resend as a transaction job.

-- Eight attempts (immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) instead of five.
alter table webhook_deliveries drop constraint webhook_deliveries_attempt_check;
alter table webhook_deliveries add constraint webhook_deliveries_attempt_check
  check (attempt >= 0 and attempt <= 8);

-- The webhook report: a period's deliveries, newest first.
create index webhook_deliveries_created_idx on webhook_deliveries (tenant_id, created_at desc);
-- The bulk resend's check that an event was delivered after the request (or is under way).
create index webhook_deliveries_event_idx on webhook_deliveries (tenant_id, event_id);

-- One row per attempt, written with its outcome: what the report v2 lists, and what the endpoint
-- status and statistics are computed from. An attempt lost with its process (its lease ran out) has
-- no outcome and no row; the next attempt has the next number.
create table webhook_delivery_attempts (
  tenant_id uuid not null,
  id uuid not null,
  delivery_id uuid not null,
  merchant_id uuid not null,
  transaction_id uuid not null,
  attempt integer not null check (attempt between 1 and 8),
  url text not null,
  started_at timestamptz not null,
  duration_ms integer,
  response_status integer,
  error text,
  succeeded boolean not null,
  primary key (tenant_id, id),
  unique (tenant_id, delivery_id, attempt),
  foreign key (tenant_id, delivery_id) references webhook_deliveries (tenant_id, id) on delete cascade,
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);
-- An endpoint's last attempts (its status), and a period's attempts (report v2, statistics).
create index webhook_delivery_attempts_merchant_idx
  on webhook_delivery_attempts (tenant_id, merchant_id, started_at desc);
create index webhook_delivery_attempts_started_idx on webhook_delivery_attempts (tenant_id, started_at desc);

-- The attempts made before this table existed: each delivery's last one, as its row recorded it.
insert into webhook_delivery_attempts
  (tenant_id, id, delivery_id, merchant_id, transaction_id, attempt, url, started_at, duration_ms,
   response_status, error, succeeded)
select tenant_id, gen_random_uuid(), id, merchant_id, transaction_id, attempt, url, last_attempt_at,
       duration_ms, response_status, last_error, state = 'Delivered'
  from webhook_deliveries
 where last_attempt_at is not null and attempt >= 1 and state <> 'Sending';

-- The tenant, merchant and per-user limits, as the deliveries' own policy (0012, 0036).
alter table webhook_delivery_attempts enable row level security;
alter table webhook_delivery_attempts force row level security;
create policy webhook_delivery_attempts_in_scope on webhook_delivery_attempts using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  and (case when (select app_customer_limit()) is null then true
       else merchant_id = any ((select app_customer_limit())::uuid[]) end)
  and (case when (select app_payment_method_limit()) is null and (select app_service_provider_limit()) is null
       then true
       else exists (select 1 from transactions t
                     where t.tenant_id = webhook_delivery_attempts.tenant_id
                       and t.id = webhook_delivery_attempts.transaction_id) end)
);

-- An endpoint that has failed without one success since `failing_from` is marked failing after
-- five days (`failing_since`), and its merchant is told once; a success clears both.
alter table merchant_webhook_endpoints
  add column failing_from timestamptz,
  add column failing_since timestamptz;

-- A bulk webhook resend is a transaction job whose items are events.
alter table transaction_jobs drop constraint transaction_jobs_kind_check;
alter table transaction_jobs add constraint transaction_jobs_kind_check
  check (kind in ('BulkUpdate', 'BulkAction', 'Export', 'WebhookResend'));

-- The merchant is told in the app when its endpoint is marked failing (beyond spec §3's types).
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'PreCheckForm', 'Proposal', 'Agreement', 'BoardingDocuments', 'Task', 'TicketCreated',
  'TicketEscalated', 'TransactionVelocityAlert', 'ReportGenerated', 'WebhookEndpointFailing'
));
