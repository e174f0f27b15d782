-- Step-up (SCA) codes (docs/administration.md "Step-up codes"): a user's authenticator, the
-- challenges they start, the one-time codes a confirmed challenge gives, and the failure counter
-- that locks step-up.

-- One row per user who started an enrolment. `secret` is the confirmed TOTP secret (base32),
-- `pending_secret` one shown but not yet confirmed. Both are stored as they are until the tenant
-- encryption keys (issue 17, "Tenant encryption keys") can wrap them; no response returns them again.
-- `last_used_step` is the TOTP time step last accepted (a step is used once); `failures` counts
-- failed confirmations and code uses in a row, and five lock step-up until `locked_until`.
create table step_up_enrolments (
  user_id uuid primary key references users (id) on delete cascade,
  secret text,
  pending_secret text,
  enrolled_at timestamptz,
  last_used_step bigint,
  failures integer not null default 0 check (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);

-- A challenge: the digest of the request the user is about to send (SHA-256 of canonical JSON of
-- method, path and body), for 5 minutes, confirmed at most once.
create table step_up_challenges (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  grant_id text,
  digest text not null,
  summary text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  confirmed_at timestamptz
);
create index step_up_challenges_user_idx on step_up_challenges (user_id, expires_at);

-- A step-up code, stored only as its SHA-256 (hex): bound to the user, the sign-in session (grant)
-- and the challenge's digest, valid 120 seconds, used once (used_at set atomically).
create table step_up_codes (
  code_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  grant_id text,
  digest text not null,
  challenge_id uuid not null references step_up_challenges (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index step_up_codes_user_idx on step_up_codes (user_id, expires_at);
create index step_up_codes_challenge_idx on step_up_codes (challenge_id);

-- Visible where the user is (users_in_scope, 0002), like user_roles (0026); the queries also filter
-- by the caller's own user id, so a user reads and uses only their own rows.
alter table step_up_enrolments enable row level security;
alter table step_up_enrolments force row level security;
create policy step_up_enrolments_in_scope on step_up_enrolments
  using (exists (select 1 from users u where u.id = step_up_enrolments.user_id));

alter table step_up_challenges enable row level security;
alter table step_up_challenges force row level security;
create policy step_up_challenges_in_scope on step_up_challenges
  using (exists (select 1 from users u where u.id = step_up_challenges.user_id));

alter table step_up_codes enable row level security;
alter table step_up_codes force row level security;
create policy step_up_codes_in_scope on step_up_codes
  using (exists (select 1 from users u where u.id = step_up_codes.user_id));
