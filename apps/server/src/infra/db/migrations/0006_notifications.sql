-- The notification centre (spec §3 "Notification", §7 "Notifications"): in-app notifications, one row
-- per recipient, kept 30 days. Row-level security follows 0002_tenancy.sql, in 0005's planner-friendly
-- form. Also: report files (a ReportGenerated notification's object URL names them) join the files table.

create table notifications (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- The recipient's tenant (null for platform staff) and merchant (merchant users only): what row-level
  -- security scopes on. The user id is what every query filters on.
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  type text not null check (type in (
    'PreCheckForm', 'Proposal', 'Agreement', 'BoardingDocuments', 'Task', 'TransactionVelocityAlert',
    'ReportGenerated'
  )),
  title text not null,
  -- HTML, sanitised to the allowlist (contracts html-allowlist.ts) before it is stored.
  description text not null,
  image text,
  icon text,
  object_url text,
  use_router boolean not null default true,
  is_read boolean not null default false,
  -- Whole milliseconds, as the wire's ISO timestamps carry them: a poll "after the newest created I
  -- hold" must not return that same notification again because of the microseconds it never saw.
  -- clock_timestamp(): rows appear in the order they were written, not in transaction-start order.
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  check (merchant_id is null or tenant_id is not null)
);

-- The list and the poll: one user's newest first, read in index order and stopped after the page.
create index notifications_user_created_idx on notifications (user_id, created_at desc, id desc);
-- The unread counter reads only the unread rows, however many read ones a user keeps.
create index notifications_unread_idx on notifications (user_id, created_at) where not is_read;
-- The retention worker deletes the oldest rows in batches.
create index notifications_created_idx on notifications (created_at);

-- Reading, marking and deleting only inside the scope's tenants and merchant (repositories also filter
-- by the caller's user id: another user's notification is a 404). Writing is allowed in any scope for
-- its own tenants, or for platform staff (no tenant): producers write for the other party of the
-- same tenant (a merchant's action notifies tenant staff, which the merchant's scope cannot read).
alter table notifications enable row level security;
alter table notifications force row level security;
create policy notifications_select on notifications for select
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );
create policy notifications_update on notifications for update
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );
create policy notifications_delete on notifications for delete
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );
create policy notifications_insert on notifications for insert
  with check (
    tenant_id is null
    or (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  );

-- Who to notify. Users are under row-level security (0002 users_in_scope), so a merchant's request
-- cannot see the tenant staff its action must notify, nor tenant staff a platform assignee. These
-- functions run as their owner (security definer) and answer only ids: active, unlocked users whose
-- role (of their own tenant and audience, as the actor resolver requires) holds any of the keys.
--   audience 'tenant':   tenant staff of p_tenant (never platform staff), whose customer limits
--                        include p_merchant (or who have none) when a merchant is given;
--   audience 'merchant': users of merchant p_merchant of p_tenant.
create function app_notification_recipients(p_tenant uuid, p_merchant uuid, p_audience text, p_keys text[])
returns table (user_id uuid, tenant_id uuid, merchant_id uuid)
language sql stable security definer
as $$
  select u.id, u.tenant_id, u.merchant_id
    from users u
    join roles r on r.id = u.role_id and r.tenant_id = u.tenant_id
   where u.tenant_id = p_tenant
     and u.is_active and not u.is_locked
     and r.permissions && p_keys
     and case p_audience
           when 'tenant' then u.user_type = 'crm' and r.audience = 'tenant'
             and (p_merchant is null or u.customer_limits is null or p_merchant = any (u.customer_limits))
           when 'merchant' then u.user_type in ('merchant', 'customer') and r.audience = 'merchant'
             and u.merchant_id = p_merchant
           else false
         end
$$;

-- One active, unlocked user by id or by email (a ticket's creator or assignee), wherever they are.
create function app_notification_user(p_id uuid, p_email text)
returns table (user_id uuid, tenant_id uuid, merchant_id uuid, user_type text)
language sql stable security definer
as $$
  select u.id, u.tenant_id, u.merchant_id, u.user_type
    from users u
   -- Emails are stored lower-case (the unique index serves this).
   where (u.id = p_id or u.email = lower(trim(p_email)))
     and u.is_active and not u.is_locked
   limit 1
$$;

-- A security-definer function must not resolve names through a schema its caller could write to:
-- pin the search path to the schema the tables live in (as 0002, which grants on current_schema()).
do $$
begin
  execute format('alter function app_notification_recipients(uuid, uuid, text, text[]) set search_path = %I, pg_temp', current_schema());
  execute format('alter function app_notification_user(uuid, text) set search_path = %I, pg_temp', current_schema());
end
$$;
revoke all on function app_notification_recipients(uuid, uuid, text, text[]) from public;
revoke all on function app_notification_user(uuid, text) from public;
grant execute on function app_notification_recipients(uuid, uuid, text, text[]) to paydesk_app;
grant execute on function app_notification_user(uuid, text) to paydesk_app;

-- Report files (spec §7: a ReportGenerated notification's object URL names generated CSV files,
-- downloaded through the file service by name).
alter table files drop constraint files_purpose_check;
alter table files add constraint files_purpose_check check (purpose in ('ticket', 'document', 'report'));
-- The download by name reads the newest report file of that name in the caller's scope.
create index files_report_name_idx on files (tenant_id, file_name, created_at desc) where purpose = 'report';
