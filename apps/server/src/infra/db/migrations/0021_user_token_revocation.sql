-- Access tokens are JWTs the API checks without asking the identity provider, so ending a session
-- there does not by itself stop its tokens. These columns say which of a user's tokens the API
-- refuses (modules/users/token-revocation-check.ts); they are part of the actor row, so a change is
-- announced like any other actor change and refused on the next request, not a minute later.
--   token_generation     goes up at a password change; every access token carries the generation it
--                        was issued in, and tokens of an earlier one are refused, except those
--   tokens_valid_grant   of the grant (the provider session) that changed the password;
--   revoked_token_grants set by a logout: the grants whose tokens are refused (the latest few).
alter table users
  add column token_generation integer not null default 0,
  add column tokens_valid_grant text,
  add column revoked_token_grants text[] not null default '{}';

drop trigger users_actor_change on users;
create trigger users_actor_change
  after insert or delete or update of email, user_type, tenant_id, merchant_id, role_id, is_active, is_locked,
    customer_limits, payment_method_limits, service_provider_limits,
    token_generation, tokens_valid_grant, revoked_token_grants
  on users for each statement execute function announce_actor_change();
