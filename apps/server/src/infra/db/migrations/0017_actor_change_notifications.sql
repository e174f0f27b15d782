-- Who a caller is (modules/users/actor-resolver.ts: the user, its role, tenant and merchant) is kept
-- in each server process between requests (modules/users/actor-cache.ts). These triggers tell every
-- process, through NOTIFY on paydesk_actor_changes, when a row it may have kept changed, so that
-- deactivating or locking a user, changing a role's permissions, or switching off a tenant or a
-- merchant still takes effect on the next request. NOTIFY is sent when the changing transaction
-- commits (never for one rolled back), and a transaction's identical notifications are sent once.
-- Statement-level, and on users and merchants only for the columns the actor is made of: a login
-- stamp or a merchant's address change keeps the cache.
create function announce_actor_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('paydesk_actor_changes', '');
  return null;
end
$$;

create trigger users_actor_change
  after insert or delete or update of email, user_type, tenant_id, merchant_id, role_id, is_active, is_locked,
    customer_limits, payment_method_limits, service_provider_limits
  on users for each statement execute function announce_actor_change();
create trigger users_actor_truncate after truncate on users
  for each statement execute function announce_actor_change();

create trigger roles_actor_change after insert or update or delete or truncate on roles
  for each statement execute function announce_actor_change();

create trigger tenants_actor_change after insert or delete or update of is_active or truncate on tenants
  for each statement execute function announce_actor_change();

create trigger merchants_actor_change
  after insert or delete or update of tenant_id, is_active, processing_status or truncate
  on merchants for each statement execute function announce_actor_change();
