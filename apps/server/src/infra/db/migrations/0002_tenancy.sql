-- Tenancy: tenant branding files, and row-level security as the second line of tenant isolation.
--
-- The first line is in the application: every repository filters through infra/tenancy/data-scope.ts.
-- The second is here. Each request's queries run in a transaction that switches to the non-owner role
-- paydesk_app and sets, for that transaction only (set_config(..., true)):
--   app.tenant_ids  '*' (every tenant: platform staff, authentication, seeding) or a comma list of ids
--   app.merchant_id the merchant of a merchant user, else empty
-- PGlite and the postgres superuser bypass policies, which is why the role switch matters. After a
-- transaction that set a value the session keeps '' rather than null, so every read goes through
-- nullif(..., '') (STACK.md, "Row-level security").

create table tenant_assets (
  tenant_id uuid not null references tenants (id) on delete cascade,
  name text not null check (name ~ '^[a-z0-9-]+\.(svg|png|ico|webp)$'),
  content_type text not null,
  content bytea not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, name)
);

-- The application role. Roles belong to the cluster, not the database, so several databases (one per
-- test file) may race to create it: the loser's error is ignored. An owner that is not a superuser
-- needs CREATEROLE here, or a DBA who ran the statements in the message below first.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'paydesk_app') then
    create role paydesk_app nologin;
  end if;
exception
  when duplicate_object or unique_violation then null;
  when insufficient_privilege then
    raise exception 'Paydesk needs the role paydesk_app. As a superuser run: CREATE ROLE paydesk_app NOLOGIN; GRANT paydesk_app TO %;', current_user;
end
$$;

-- A superuser may switch to any role; another owner must be a member of the role to switch to it.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user)
     and not pg_has_role(current_user, 'paydesk_app', 'member') then
    execute format('grant paydesk_app to %I', current_user);
  end if;
exception when insufficient_privilege then
  raise exception 'Paydesk needs % to be a member of paydesk_app. As a superuser run: GRANT paydesk_app TO %;', current_user, current_user;
end
$$;

-- paydesk_app reads and writes data, never changes the schema. Tables made by later migrations get
-- the same grants through the default privileges.
do $$
begin
  execute format('grant usage on schema %I to paydesk_app', current_schema());
  execute format('grant select, insert, update, delete on all tables in schema %I to paydesk_app', current_schema());
  execute format('grant usage, select on all sequences in schema %I to paydesk_app', current_schema());
  execute format('alter default privileges in schema %I grant select, insert, update, delete on tables to paydesk_app', current_schema());
  execute format('alter default privileges in schema %I grant usage, select on sequences to paydesk_app', current_schema());
end
$$;
revoke all on schema_migrations from paydesk_app;

create function app_all_tenants() returns boolean
language sql stable parallel safe
as $$ select coalesce(current_setting('app.tenant_ids', true), '') = '*' $$;

create function app_tenant_ids() returns uuid[]
language sql stable parallel safe
as $$
  select case
    when coalesce(nullif(current_setting('app.tenant_ids', true), ''), '*') = '*' then '{}'::uuid[]
    else string_to_array(current_setting('app.tenant_ids', true), ',')::uuid[]
  end
$$;

create function app_merchant_id() returns uuid
language sql stable parallel safe
as $$ select nullif(current_setting('app.merchant_id', true), '')::uuid $$;

-- Tenant-owned tables: FORCE makes the policies bind the table owner too, so a query that forgot the
-- scope sees nothing rather than everything (a superuser still bypasses; hence the role switch).
alter table merchants enable row level security;
alter table merchants force row level security;
create policy merchants_in_scope on merchants
  using (
    (app_all_tenants() or tenant_id = any (app_tenant_ids()))
    and (app_merchant_id() is null or id = app_merchant_id())
  );

alter table tenant_assets enable row level security;
alter table tenant_assets force row level security;
create policy tenant_assets_in_scope on tenant_assets
  using (app_all_tenants() or tenant_id = any (app_tenant_ids()));

-- Platform roles (no tenant) are readable by everyone; only a platform-wide scope may write them.
alter table roles enable row level security;
alter table roles force row level security;
create policy roles_in_scope on roles
  using (tenant_id is null or app_all_tenants() or tenant_id = any (app_tenant_ids()))
  with check (app_all_tenants() or tenant_id = any (app_tenant_ids()));

-- tenants and users: policies bind paydesk_app (every scoped request) but are not forced, because the
-- identity provider reads them as the owner before anyone is signed in (0003_identity.sql).
alter table tenants enable row level security;
create policy tenants_in_scope on tenants
  using (app_all_tenants() or id = any (app_tenant_ids()));

alter table users enable row level security;
create policy users_in_scope on users
  using (
    (app_all_tenants() or tenant_id = any (app_tenant_ids()))
    and (app_merchant_id() is null or merchant_id = app_merchant_id())
  );

create index users_merchant_idx on users (tenant_id, merchant_id);
