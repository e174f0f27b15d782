-- Dashboards (issue 18; docs/dashboards.md): the widget catalogue, which widgets a tenant and each
-- of its roles get, the audiences' default dashboards, and each user's personal dashboard.

-- The catalogue is the platform's, one for every tenant: anyone signed in may read it (a widget is
-- configuration, never data: its data call is scoped by the caller), only a platform-wide scope writes.
create table dashboard_categories (
  id uuid primary key,
  name text not null,
  created_at timestamptz not null default now()
);
create unique index dashboard_categories_name_idx on dashboard_categories (lower(name));

-- A widget's category is restricted, not cascaded: deleting a category that holds widgets is refused
-- (DASHBOARD_CATEGORY_IN_USE) rather than silently deleting users' widgets with it.
create table dashboard_widgets (
  id uuid primary key,
  category_id uuid not null references dashboard_categories (id),
  name text not null,
  filters text not null default '{}',
  configuration jsonb not null,
  data_source_type text not null check (data_source_type in ('Endpoint', 'Static')),
  data_source_endpoint text,
  data_source_more_data_endpoint text,
  data_source_endpoint_id text,
  data_source_data text,
  default_w integer not null check (default_w between 1 and 12),
  default_h integer not null check (default_h between 1 and 24),
  created_at timestamptz not null default now()
);
create index dashboard_widgets_category_idx on dashboard_widgets (category_id);

-- Which catalogue widgets a tenant gets (the platform decides).
create table dashboard_tenant_widgets (
  tenant_id uuid not null references tenants (id) on delete cascade,
  widget_id uuid not null references dashboard_widgets (id) on delete cascade,
  primary key (tenant_id, widget_id)
);
create index dashboard_tenant_widgets_widget_idx on dashboard_tenant_widgets (widget_id);

-- Which of its tenant's widgets a role gets. The second foreign key makes "a role gets only its
-- tenant's widgets" hold in the data: taking a widget from a tenant takes it from its roles.
create table dashboard_role_widgets (
  role_id uuid not null references roles (id) on delete cascade,
  tenant_id uuid not null,
  widget_id uuid not null,
  primary key (role_id, widget_id),
  foreign key (tenant_id, widget_id) references dashboard_tenant_widgets (tenant_id, widget_id) on delete cascade
);
create index dashboard_role_widgets_widget_idx on dashboard_role_widgets (tenant_id, widget_id);

-- Each audience's seeded default dashboard, shown to a user who has no widget of their own.
create table dashboard_default_widgets (
  id uuid primary key,
  audience text not null check (audience in ('platform', 'tenant', 'merchant', 'boardingMerchant')),
  category_name text not null,
  widget_id uuid not null references dashboard_widgets (id) on delete cascade,
  title text not null,
  filters text not null default '{}',
  x integer not null,
  y integer not null,
  w integer not null,
  h integer not null,
  sort_order integer not null,
  check (x >= 0 and w >= 1 and x + w <= 12 and y >= 0 and h between 1 and 24)
);
create index dashboard_default_widgets_audience_idx on dashboard_default_widgets (audience, sort_order);

-- A user's own categories and widgets carry the user's tenant and merchant (null for platform staff)
-- so row-level security scopes them like the user's other rows.
create table user_dashboard_categories (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  name text not null,
  user_type text not null check (user_type in ('crm', 'merchant')),
  created_at timestamptz not null default now()
);
create unique index user_dashboard_categories_name_idx
  on user_dashboard_categories (user_id, user_type, lower(name));

-- The catalogue widget is restricted: it cannot go while it is on someone's dashboard
-- (DASHBOARD_WIDGET_IN_USE). The category too (USER_DASHBOARD_CATEGORY_IN_USE).
create table user_dashboard_widgets (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  category_id uuid references user_dashboard_categories (id),
  widget_id uuid not null references dashboard_widgets (id),
  title text not null,
  filters text not null default '{}',
  x integer not null,
  y integer not null,
  w integer not null,
  h integer not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (x >= 0 and w >= 1 and x + w <= 12 and y >= 0 and h between 1 and 24)
);
create index user_dashboard_widgets_user_idx on user_dashboard_widgets (user_id, y, x);
create index user_dashboard_widgets_widget_idx on user_dashboard_widgets (widget_id);
create index user_dashboard_widgets_category_idx on user_dashboard_widgets (category_id);

-- A personal widget shared with a role of the owner's tenant: the role's holders see it read-only.
create table user_dashboard_shares (
  widget_id uuid not null references user_dashboard_widgets (id) on delete cascade,
  role_id uuid not null references roles (id) on delete cascade,
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  created_at timestamptz not null default now(),
  primary key (widget_id, role_id)
);
create index user_dashboard_shares_role_idx on user_dashboard_shares (role_id);

-- Row-level security, one read rule and one write rule per table:
-- - the catalogue (categories, widgets, defaults): anyone signed in reads it, only a platform-wide
--   scope writes it;
-- - a tenant's assignments: read and written inside the tenant (its merchants' users read them: their
--   available widgets come from them; the service lets only the platform write a tenant's set);
-- - a user's own rows: platform staff's (no tenant) only with a platform-wide scope; a tenant's inside
--   it and, for a merchant user, only their own merchant's (the support labels' rule, 0004).
do $$
declare
  catalogue_read constant text := 'true';
  platform_only constant text := 'app_all_tenants()';
  in_tenant constant text := 'app_all_tenants() or tenant_id = any (app_tenant_ids())';
  users_own constant text := 'case when tenant_id is null then app_all_tenants() '
    'else (app_all_tenants() or tenant_id = any (app_tenant_ids())) '
    'and (app_merchant_id() is null or merchant_id = app_merchant_id()) end';
  rule record;
begin
  for rule in
    select * from (values
      ('dashboard_categories', catalogue_read, platform_only),
      ('dashboard_widgets', catalogue_read, platform_only),
      ('dashboard_default_widgets', catalogue_read, platform_only),
      ('dashboard_tenant_widgets', in_tenant, in_tenant),
      ('dashboard_role_widgets', in_tenant, in_tenant),
      ('user_dashboard_categories', users_own, users_own),
      ('user_dashboard_widgets', users_own, users_own),
      ('user_dashboard_shares', users_own, users_own)
    ) as rules (table_name, reads, writes)
  loop
    execute format('alter table %I enable row level security', rule.table_name);
    execute format('alter table %I force row level security', rule.table_name);
    execute format('create policy %I on %I for select using (%s)', rule.table_name || '_read', rule.table_name, rule.reads);
    execute format(
      'create policy %I on %I for all using (%s) with check (%s)',
      rule.table_name || '_write', rule.table_name, rule.writes, rule.writes);
  end loop;
end
$$;
