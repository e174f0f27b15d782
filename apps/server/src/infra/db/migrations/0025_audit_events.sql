-- The audit trail (docs/administration.md "The audit trail"): one row per recorded action, written in
-- the same database transaction as the change it records (infra/audit/audit-writer.ts), or in a
-- transaction of its own for a refusal or failure whose change rolled back.
--
-- Rows form a hash chain per tenant (tenant_id null: the platform's own chain):
--   hash = SHA-256(prev_hash || canonical JSON of the row's other fields), computed by the writer,
-- seq counting from 1 in each chain, the first prev_hash 64 zeros. The writer takes an advisory lock
-- on the chain (app_audit_chain_head below), so two writers on one chain take turns and seq stays
-- gap-free.

create table audit_events (
  id uuid primary key,
  seq bigint not null check (seq >= 1),
  tenant_id uuid references tenants (id),
  merchant_id uuid,
  occurred_at timestamptz not null,
  actor_user_id uuid,
  actor_type text not null,
  actor_email text not null,
  actor_name text not null,
  actor_roles text[] not null default '{}',
  ip text,
  user_agent text,
  request_id text,
  action text not null,
  resource_type text not null,
  resource_id text not null,
  outcome text not null check (outcome in ('success', 'denied', 'failed')),
  sca_used boolean not null default false,
  reason text,
  before jsonb,
  after jsonb,
  prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  -- One chain per tenant and one for the platform (null): nulls are one chain, not many.
  constraint audit_events_chain_seq unique nulls not distinct (tenant_id, seq)
);

-- The panel's filters, in its order (newest first, the UUIDv7 id between rows of one instant): a
-- tenant's trail; one resource's history; platform staff's view across tenants.
create index audit_events_tenant_time_idx on audit_events (tenant_id, occurred_at desc, id desc);
create index audit_events_resource_idx on audit_events (resource_type, resource_id, occurred_at desc, id desc);
create index audit_events_time_idx on audit_events (occurred_at desc, id desc);

-- Append-only. paydesk_app may read and insert, never change or remove (the default privileges of
-- 0002 granted it update and delete). The owner is held by the trigger: the one DELETE it lets
-- through is retention, in a transaction that set paydesk.audit_retention to 'on' for itself, of a
-- row older than 12 months (PCI DSS v4 10.5.1: keep at least 12; the job keeps 13).
revoke update, delete, truncate on audit_events from paydesk_app;

create function audit_events_append_only() returns trigger
language plpgsql
as $$
begin
  if tg_op = 'DELETE'
     and coalesce(current_setting('paydesk.audit_retention', true), '') = 'on'
     and old.occurred_at < now() - interval '12 months' then
    return old;
  end if;
  raise exception 'audit_events is append-only: % refused', tg_op
    using errcode = 'insufficient_privilege';
end
$$;

create trigger audit_events_append_only
  before update or delete on audit_events
  for each row execute function audit_events_append_only();

create trigger audit_events_no_truncate
  before truncate on audit_events
  for each statement execute function audit_events_append_only();

-- Row-level security (0002): a tenant's scope sees its tenant's chain, a merchant user's scope only
-- its merchant's rows of it, the platform scope every chain. A row is written only into a chain the
-- scope may see; the platform chain (tenant_id null) only by the platform scope. Not forced: the
-- policies bind paydesk_app (every scoped request), while the owner, which only the chain-head
-- function below and the retention job act as, sees whole chains (a merchant user's refund still
-- appends to its tenant's chain, whose other rows its scope does not see).
alter table audit_events enable row level security;
create policy audit_events_in_scope on audit_events
  for select
  using (
    (app_all_tenants() or tenant_id = any (app_tenant_ids()))
    and (app_merchant_id() is null or merchant_id = app_merchant_id())
  );
create policy audit_events_insert_in_scope on audit_events
  for insert
  with check (app_all_tenants() or tenant_id = any (app_tenant_ids()));

-- What a writer needs before it can append to a chain, in one round trip: the chain's lock (held to
-- the end of the caller's transaction), its last seq and hash, and the actor's name and roles as they
-- are now (the row keeps them, so a deleted user's name stays readable). Security definer because a
-- merchant user's scope sees only its merchant's rows, and the chain is the whole tenant's; it answers
-- only for a chain the caller's scope may write to. Statements in a plpgsql function each take a new
-- snapshot (read committed), so the head is read after the lock is held.
create function app_audit_chain_head(p_tenant uuid, p_actor uuid)
returns table (last_seq bigint, last_hash text, actor_name text, actor_roles jsonb)
language plpgsql volatile security definer
as $$
begin
  if not (app_all_tenants() or (p_tenant is not null and p_tenant = any (app_tenant_ids()))) then
    raise exception 'audit chain % is outside the scope', coalesce(p_tenant::text, 'platform')
      using errcode = 'insufficient_privilege';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('audit-chain:' || coalesce(p_tenant::text, 'platform'), 0));
  -- Two branches rather than "is not distinct from", which no index serves: each is one step down
  -- the (tenant_id, seq) unique index from its end.
  if p_tenant is null then
    select e.seq, e.hash into last_seq, last_hash
      from audit_events e where e.tenant_id is null order by e.seq desc limit 1;
  else
    select e.seq, e.hash into last_seq, last_hash
      from audit_events e where e.tenant_id = p_tenant order by e.seq desc limit 1;
  end if;
  last_seq := coalesce(last_seq, 0);
  last_hash := coalesce(last_hash, repeat('0', 64));
  select trim(u.first_name || ' ' || u.last_name), to_jsonb(array_remove(array[r.name], null))
    into actor_name, actor_roles
    from users u left join roles r on r.id = u.role_id
   where u.id = p_actor;
  actor_roles := coalesce(actor_roles, '[]'::jsonb);
  return next;
end
$$;

do $$
begin
  execute format('alter function app_audit_chain_head(uuid, uuid) set search_path = %I, pg_temp', current_schema());
end
$$;

revoke all on function app_audit_chain_head(uuid, uuid) from public;
grant execute on function app_audit_chain_head(uuid, uuid) to paydesk_app;
