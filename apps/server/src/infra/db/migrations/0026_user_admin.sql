-- User and role administration (docs/administration.md "Users and roles").
--
-- 1. Several roles per user: user_roles is the one truth of who holds which role; users.role_id goes.
--    A user's permissions are the union of their roles' keys (each role counted only when it is of
--    the user's own tenant and audience, modules/users/actor-resolver.ts).
-- 2. Soft delete: users.deleted_at. A deleted user is absent everywhere (lists, sign-in, the actor
--    resolver) and their e-mail address may be invited again: it is unique among the living only.
-- 3. Invitations: a password_reset_tokens row with purpose 'invitation' (7 days) lets an invited user
--    (who has no password yet) choose one; 'admin-reset' is a reset an administrator started (15
--    minutes); 'reset' the self-service one.

create table user_roles (
  user_id uuid not null references users (id) on delete cascade,
  role_id uuid not null references roles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, role_id)
);
create index user_roles_role_idx on user_roles (role_id);

insert into user_roles (user_id, role_id)
select id, role_id from users where role_id is not null;

-- A user's roles are visible where the user is (users_in_scope, 0002). Not forced, like users: the
-- notification functions below read them as their owner.
alter table user_roles enable row level security;
create policy user_roles_in_scope on user_roles
  using (exists (select 1 from users u where u.id = user_roles.user_id));

-- The actor cache's announcements (0017, 0021) named users.role_id: recreate the trigger without it,
-- and announce every change of a user's roles too, so a role given or taken counts on the next request.
drop trigger users_actor_change on users;
alter table users drop column role_id;
alter table users add column deleted_at timestamptz;

create trigger users_actor_change
  after insert or delete or update of email, user_type, tenant_id, merchant_id, is_active, is_locked,
    customer_limits, payment_method_limits, service_provider_limits,
    token_generation, tokens_valid_grant, revoked_token_grants, deleted_at
  on users for each statement execute function announce_actor_change();

create trigger user_roles_actor_change after insert or update or delete or truncate on user_roles
  for each statement execute function announce_actor_change();

alter table users drop constraint users_email_key;
create unique index users_email_live_idx on users (email) where deleted_at is null;
-- The administration lists: a tenant's (or merchant's) living users.
create index users_tenant_live_idx on users (tenant_id, merchant_id) where deleted_at is null;

-- The role editor's description, and role names unique per tenant and type whatever their case
-- (ROLE_NAME_TAKEN; the index decides between two at once).
alter table roles add column description text;
create unique index roles_name_ci_idx on roles (tenant_id, audience, lower(name));

alter table password_reset_tokens
  add column purpose text not null default 'reset' check (purpose in ('reset', 'admin-reset', 'invitation'));

-- 0006's and 0024's recipients read users.role_id: the same answers from user_roles, leaving out
-- deleted users.
create or replace function app_notification_recipients(p_tenant uuid, p_merchant uuid, p_audience text, p_keys text[])
returns table (user_id uuid, tenant_id uuid, merchant_id uuid)
language sql stable security definer
as $$
  select u.id, u.tenant_id, u.merchant_id
    from users u
   where u.tenant_id = p_tenant
     and u.is_active and not u.is_locked and u.deleted_at is null
     and exists (
       select 1
         from user_roles ur
         join roles r on r.id = ur.role_id and r.tenant_id = u.tenant_id
        where ur.user_id = u.id
          and r.permissions && p_keys
          and r.audience = case p_audience when 'tenant' then 'tenant' when 'merchant' then 'merchant' end
     )
     and case p_audience
           when 'tenant' then u.user_type = 'crm'
             and (p_merchant is null or u.customer_limits is null or p_merchant = any (u.customer_limits))
           when 'merchant' then u.user_type in ('merchant', 'customer')
             and u.merchant_id = p_merchant
           else false
         end
$$;

create or replace function app_notification_user(p_id uuid, p_email text)
returns table (user_id uuid, tenant_id uuid, merchant_id uuid, user_type text)
language sql stable security definer
as $$
  select u.id, u.tenant_id, u.merchant_id, u.user_type
    from users u
   -- Emails are stored lower-case (the unique index of the living serves this).
   where (u.id = p_id or u.email = lower(trim(p_email)))
     and u.is_active and not u.is_locked and u.deleted_at is null
   limit 1
$$;

create or replace function app_notification_platform_staff(p_keys text[])
returns table (user_id uuid, tenant_id uuid, merchant_id uuid)
language sql stable security definer
as $$
  select u.id, null::uuid, null::uuid
    from users u
   where u.user_type = 'Platform'
     and u.is_active and not u.is_locked and u.deleted_at is null
     and exists (
       select 1
         from user_roles ur
         join roles r on r.id = ur.role_id and r.audience = 'platform'
        where ur.user_id = u.id and r.permissions && p_keys
     )
$$;

-- CREATE OR REPLACE keeps the grants but not the pinned search path (0006, 0024): pin it again.
do $$
begin
  execute format('alter function app_notification_recipients(uuid, uuid, text, text[]) set search_path = %I, pg_temp', current_schema());
  execute format('alter function app_notification_user(uuid, text) set search_path = %I, pg_temp', current_schema());
  execute format('alter function app_notification_platform_staff(text[]) set search_path = %I, pg_temp', current_schema());
end
$$;
