-- The audit trail keeps the actor's roles as they are when a row is written (0025). A user holds
-- several roles since 0026 (user_roles; users.role_id is gone): the row keeps all of them, by name.
create or replace function app_audit_chain_head(p_tenant uuid, p_actor uuid)
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
  select trim(u.first_name || ' ' || u.last_name),
         coalesce((select to_jsonb(array_agg(r.name order by r.name))
                     from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id), '[]'::jsonb)
    into actor_name, actor_roles
    from users u
   where u.id = p_actor;
  actor_roles := coalesce(actor_roles, '[]'::jsonb);
  return next;
end
$$;

-- A replaced function keeps its owner and grants, not its settings: the search path again (0025).
do $$
begin
  execute format('alter function app_audit_chain_head(uuid, uuid) set search_path = %I, pg_temp', current_schema());
end
$$;
