-- The report pop-up tool's tokens (docs/report-tool.md): a report page asks for one before it sends
-- its data to the pop-up; the pop-up has the server check it. Stored only as its SHA-256 (hex),
-- bound to the user, the report and the SHA-256 of the pop-up's public key, valid 120 seconds,
-- used once (used_at set atomically by the check).
create table report_tool_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  report text not null,
  key_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index report_tool_tokens_user_idx on report_tool_tokens (user_id, expires_at);

-- Visible where the user is (users_in_scope, 0002), like the step-up codes (0029); the queries
-- also filter by the caller's own user id, so a user issues and checks only their own.
alter table report_tool_tokens enable row level security;
alter table report_tool_tokens force row level security;
create policy report_tool_tokens_in_scope on report_tool_tokens
  using (exists (select 1 from users u where u.id = report_tool_tokens.user_id));
