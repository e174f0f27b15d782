-- Per-user limits (spec §6: customers, payment methods, service providers) as the second line.
-- The scope's helpers apply them in every repository (infra/tenancy/data-scope.ts); until now the
-- policies repeated only the tenant and merchant part, so a query that forgot its limit condition
-- showed a limited user every merchant, method and provider of the tenant. withScope sets the three
-- limits beside the tenant and merchant (with-scope.ts): '*' for no limit, 'none' for an empty list
-- (which allows nothing), else the ids joined by commas. Unset ('') is no limit: only sessions that
-- never switch to paydesk_app leave them unset (the owner in a migration's data step), and those
-- already choose their tenants with app.tenant_ids.

create function app_limit_values(setting text) returns text[]
language sql stable parallel safe
as $$
  select case coalesce(current_setting(setting, true), '')
    when '' then null
    when '*' then null
    when 'none' then '{}'::text[]
    else string_to_array(current_setting(setting, true), ',')
  end
$$;

-- Null when the user has no such limit, else the allowed ids.
create function app_customer_limit() returns uuid[]
language sql stable parallel safe
as $$ select app_limit_values('app.customer_ids')::uuid[] $$;

create function app_payment_method_limit() returns text[]
language sql stable parallel safe
as $$ select app_limit_values('app.payment_method_ids') $$;

create function app_service_provider_limit() returns text[]
language sql stable parallel safe
as $$ select app_limit_values('app.service_provider_ids') $$;

-- Each condition below is written as 0005 explains: a CASE (which keeps the planner on the lists'
-- indexes) over settings read in sub-selects (once per query, not once per row). An unlimited user
-- passes the CASE's first branch, so the policies cost them nothing more.
do $$
declare
  target record;
  merchant_column text;
  nullable boolean;
  condition text;
  has_method boolean;
  has_provider boolean;
  has_transaction boolean;
  transaction_nullable boolean;
begin
  -- The customer limit, on every table whose policy narrows to a merchant user's merchant. The
  -- merchant a row names is the customer it belongs to, except where it is the recipient's or the
  -- owner's own merchant (a user's notifications and personal dashboards), which the limit does not
  -- hide. A row naming no merchant (a tenant's own ticket, label, file, audit event or user) stays:
  -- the limit is over merchants.
  for target in
    select p.tablename, p.policyname, p.qual
      from pg_policies p
     where p.schemaname = current_schema()
       and p.qual like '%app_merchant_id()%'
       and p.tablename not in (
         'notifications', 'user_dashboard_categories', 'user_dashboard_shares', 'user_dashboard_widgets'
       )
  loop
    merchant_column := case when target.tablename = 'merchants' then 'id' else 'merchant_id' end;
    select c.is_nullable = 'YES' into nullable
      from information_schema.columns c
     where c.table_schema = current_schema() and c.table_name = target.tablename
       and c.column_name = merchant_column;
    -- A policy that names the merchant of a table without one (bank orders: tenant staff only).
    continue when nullable is null;
    condition := format(
      'case when (select app_customer_limit()) is null then true else %s%I = any ((select app_customer_limit())::uuid[]) end',
      case when nullable then format('%I is null or ', merchant_column) else '' end,
      merchant_column);
    execute format('alter policy %I on %I using ((%s) and (%s))',
      target.policyname, target.tablename, target.qual, condition);
  end loop;

  -- The payment method and service provider limits, on the transactions and what is counted or
  -- kept of them:
  -- - a table with the column compares it (transactions, their status events, the rollups by
  --   provider and method);
  -- - a rollup without it cannot tell, and shows a user with that limit nothing (the summaries
  --   answer such a user from a family that holds the column, or from the raw rows:
  --   modules/analytics/summary-query.ts);
  -- - a table of one transaction's details (events, logs, fees, disputes, refunds, deliveries…)
  --   shows a limited user the rows of transactions they may see: the transactions' own policy
  --   decides, through the sub-select.
  -- The merchant's payment channels are its configuration, not transaction data: not limited here.
  for target in
    select p.tablename, p.policyname, p.qual
      from pg_policies p
     where p.schemaname = current_schema()
       and p.policyname = p.tablename || '_in_scope'
       and (p.tablename = 'transactions' or p.tablename like 'rollup\_%' or p.tablename = 'transaction_status_events'
            or exists (select 1 from information_schema.columns c
                        where c.table_schema = current_schema() and c.table_name = p.tablename
                          and c.column_name = 'transaction_id'))
  loop
    select bool_or(c.column_name = 'payment_method'), bool_or(c.column_name = 'service_provider'),
           bool_or(c.column_name = 'transaction_id'),
           bool_or(c.column_name = 'transaction_id' and c.is_nullable = 'YES')
      into has_method, has_provider, has_transaction, transaction_nullable
      from information_schema.columns c
     where c.table_schema = current_schema() and c.table_name = target.tablename;
    if has_method or has_provider or target.tablename like 'rollup\_%' then
      condition := format(
        '(case when (select app_payment_method_limit()) is null then true else %s end) and '
        '(case when (select app_service_provider_limit()) is null then true else %s end)',
        case when has_method then 'payment_method = any ((select app_payment_method_limit())::text[])' else 'false' end,
        case when has_provider then 'service_provider = any ((select app_service_provider_limit())::text[])' else 'false' end);
    elsif has_transaction then
      condition := format(
        'case when (select app_payment_method_limit()) is null and (select app_service_provider_limit()) is null '
        'then true else %sexists (select 1 from transactions t where t.tenant_id = %I.tenant_id and t.id = %I.transaction_id) end',
        case when transaction_nullable then 'transaction_id is null or ' else '' end,
        target.tablename, target.tablename);
    else
      continue;
    end if;
    execute format('alter policy %I on %I using ((%s) and (%s))',
      target.policyname, target.tablename, target.qual, condition);
  end loop;
end
$$;
