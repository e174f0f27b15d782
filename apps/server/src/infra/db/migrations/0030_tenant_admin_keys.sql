-- Tenant management and tenant encryption keys (issue 17; docs/administration.md "Tenant management"
-- and "Encryption keys").

-- A tenant's name is unique, case ignored: the index decides between two creations at once.
create unique index tenants_name_lower_idx on tenants (lower(name));

-- Uploaded logos and favicons may be JPEG too (PNG, JPEG; SVG only from the seed's own files).
alter table tenant_assets drop constraint tenant_assets_name_check;
alter table tenant_assets add constraint tenant_assets_name_check
  check (name ~ '^[a-z0-9-]+\.(svg|png|jpg|ico|webp)$');

-- Per-tenant keys. A data key's material is stored wrapped (AES-256-GCM under the root key, with
-- "tenant_id|version|purpose" as associated data): wrapped_key holds iv ‖ tag ‖ ciphertext. A public
-- key (settlement files) is stored as its PEM; it is no secret. At most one active key per tenant and
-- purpose; versions count up per tenant and purpose.
create table tenant_keys (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  purpose text not null check (purpose in ('data', 'settlement-public')),
  version integer not null check (version >= 1),
  state text not null check (state in ('active', 'decrypt-only', 'retired')),
  wrapped_key bytea,
  public_key_pem text,
  fingerprint text not null,
  label text,
  created_at timestamptz not null default now(),
  created_by text not null,
  retired_at timestamptz,
  primary key (tenant_id, id),
  unique (id),
  unique (tenant_id, purpose, version),
  check ((purpose = 'data') = (wrapped_key is not null)),
  check ((purpose = 'settlement-public') = (public_key_pem is not null)),
  check ((state = 'retired') = (retired_at is not null))
);
create unique index tenant_keys_one_active_idx on tenant_keys (tenant_id, purpose) where state = 'active';

alter table tenant_keys enable row level security;
alter table tenant_keys force row level security;
create policy tenant_keys_in_scope on tenant_keys
  using (app_all_tenants() or tenant_id = any (app_tenant_ids()));

-- Webhook signing secrets are encrypted at rest with the tenant's data key: secret holds the
-- envelope, secret_key_id the key it is under. Null: still plaintext, from before this migration;
-- the re-encryption job encrypts those on its first pass (and reading one meanwhile still works).
alter table merchant_webhook_endpoints add column secret_key_id uuid references tenant_keys (id);
create index merchant_webhook_endpoints_secret_key_idx on merchant_webhook_endpoints (secret_key_id);
