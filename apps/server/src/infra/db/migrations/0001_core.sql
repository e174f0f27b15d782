-- Core: reference lists, tenants, merchants, roles and users.
-- Reference tables (countries, currencies, payment methods, service providers) are shared by all tenants.
-- Tenant-owned tables carry tenant_id in every primary, unique and foreign key (ARCHITECTURE §7).

create table countries (
  code char(2) primary key,
  name text not null,
  is_active boolean not null default true
);

create table currencies (
  id char(3) primary key,
  name text not null,
  numeric_code char(3) not null,
  decimal_places smallint not null check (decimal_places between 0 and 4),
  is_active boolean not null default true
);

create table payment_methods (
  id text primary key,
  name text not null,
  is_active boolean not null default true
);

create table service_providers (
  id text primary key,
  name text not null,
  is_active boolean not null default true
);

create table tenants (
  id uuid primary key,
  name text not null,
  is_default boolean not null default false,
  theme_settings jsonb not null,
  logo_url text,
  favicon_url text,
  support_email text,
  email_sender_address text,
  login_template text,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create table merchants (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  legal_business_name text not null,
  boarding_stage text not null,
  merchant_status text not null,
  review_status text not null,
  processing_status text not null check (processing_status in ('NoProcessing', 'SandboxEnabled', 'LiveEnabled')),
  activation_date timestamptz,
  merchant_notes text,
  description text,
  visibility text not null default 'Visible',
  merchant_type text not null default 'Standard',
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);

-- A role belongs to the platform (tenant_id null), to a tenant (audience tenant) or to a tenant's
-- merchants (audience merchant). Permissions are keys of the contracts' permission catalogue.
create table roles (
  id uuid primary key,
  tenant_id uuid references tenants (id),
  audience text not null check (audience in ('platform', 'tenant', 'merchant')),
  name text not null,
  permissions text[] not null default '{}',
  sca_required_permissions text[] not null default '{}',
  is_administrator boolean not null default false,
  created_at timestamptz not null default now(),
  unique nulls not distinct (tenant_id, audience, name)
);

-- Users of every audience sign in with one email across the platform, so users is not keyed by tenant
-- (nor are roles, whose platform roles have no tenant); a merchant user's merchant is referenced with
-- its tenant, so it is always a merchant of the user's own tenant.
create table users (
  id uuid primary key,
  email text not null unique check (email = lower(email)),
  password_hash text,
  first_name text not null,
  last_name text not null,
  user_type text not null check (user_type in ('crm', 'Platform', 'merchant', 'customer')),
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  role_id uuid references roles (id),
  is_active boolean not null default true,
  is_locked boolean not null default false,
  time_zone text not null default 'Europe/London',
  last_login_at timestamptz,
  customer_limits uuid[],
  payment_method_limits text[],
  service_provider_limits text[],
  created_at timestamptz not null default now(),
  check (user_type = 'Platform' or tenant_id is not null),
  check (user_type not in ('merchant', 'customer') or merchant_id is not null),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id)
);

create index users_tenant_idx on users (tenant_id);
create index merchants_tenant_name_idx on merchants (tenant_id, legal_business_name);
