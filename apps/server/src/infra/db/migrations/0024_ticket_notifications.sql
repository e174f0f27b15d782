-- New tickets and escalations are told in the app (docs/support.md "In-app notifications"): two
-- notification types beyond spec §3's.
alter table notifications drop constraint notifications_type_check;
alter table notifications add constraint notifications_type_check check (type in (
  'PreCheckForm', 'Proposal', 'Agreement', 'BoardingDocuments', 'Task', 'TicketCreated',
  'TicketEscalated', 'TransactionVelocityAlert', 'ReportGenerated'
));

-- Who to notify on the platform's side: a ticket to the
-- platform (a tenant's own, or an escalation of a merchant's ticket) tells platform support in the
-- app. Platform staff are under row-level security like every user (0002), and the tenant staff
-- opening the ticket cannot see them: as 0006's functions, this runs as its owner and answers only
-- ids, of active, unlocked platform staff whose role (a platform role) holds any of the keys.
create function app_notification_platform_staff(p_keys text[])
returns table (user_id uuid, tenant_id uuid, merchant_id uuid)
language sql stable security definer
as $$
  select u.id, null::uuid, null::uuid
    from users u
    join roles r on r.id = u.role_id and r.audience = 'platform'
   where u.user_type = 'Platform'
     and u.is_active and not u.is_locked
     and r.permissions && p_keys
$$;

do $$
begin
  execute format('alter function app_notification_platform_staff(text[]) set search_path = %I, pg_temp', current_schema());
end
$$;

revoke all on function app_notification_platform_staff(text[]) from public;
grant execute on function app_notification_platform_staff(text[]) to paydesk_app;
