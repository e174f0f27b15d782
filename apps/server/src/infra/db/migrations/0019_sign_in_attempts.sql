-- Sign-in attempts, counted per subject ('email:<address>' or 'ip:<address>') in a fixed window: one
-- row each, upserted and read back in one statement (modules/identity/login-throttle.ts), so a burst
-- of concurrent attempts cannot all pass the check before any of them is counted, as it could with
-- login_failures (a row per failure, counted in one statement and added in another).
drop table login_failures;

create table sign_in_attempts (
  subject text primary key,
  attempts integer not null,
  window_started_at timestamptz not null default now()
);

create index sign_in_attempts_window_idx on sign_in_attempts (window_started_at);
