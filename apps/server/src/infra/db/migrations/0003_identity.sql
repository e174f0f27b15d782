-- Identity: the embedded OpenID Connect provider's keys and stored artefacts, sign-in throttling,
-- password reset tokens and the mail outbox. None of these tables is tenant-scoped: sign-in happens
-- before anyone knows the tenant, so the identity module reads them with the owner role.

-- Signing JWKS and cookie keys, generated on first start and kept so a restart (or a second
-- instance) keeps sessions, cookies and issued tokens valid. One row per key set, by name.
create table identity_keys (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- oidc-provider's stored models (Session, Interaction, AuthorizationCode, Grant ...), one row per
-- (model type, id). The looked-up fields are copied out of the payload so they can be indexed.
create table oidc_payloads (
  id text not null,
  type text not null,
  payload jsonb not null,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (type, id)
);

create index oidc_payloads_grant_idx on oidc_payloads (grant_id);
create index oidc_payloads_uid_idx on oidc_payloads (uid);
create index oidc_payloads_user_code_idx on oidc_payloads (user_code);
create index oidc_payloads_expires_idx on oidc_payloads (expires_at);

-- Failed sign-ins, one row each, keyed by subject ('email:<address>' or 'ip:<address>'). Counting rows
-- in a window works across server instances; old rows are pruned as new ones arrive.
create table login_failures (
  id uuid primary key default gen_random_uuid(),
  subject text not null,
  failed_at timestamptz not null default now()
);

create index login_failures_subject_idx on login_failures (subject, failed_at);

-- Password reset links: only the SHA-256 of the token is stored, so a database reader cannot reset.
create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

create index password_reset_tokens_user_idx on password_reset_tokens (user_id);

-- Mail waiting to be sent. There is no SMTP here: a sender (or a test) reads this table.
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index mail_outbox_unsent_idx on mail_outbox (created_at) where sent_at is null;
