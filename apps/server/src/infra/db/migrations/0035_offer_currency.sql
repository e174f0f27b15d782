-- The currency of an offer's five boarding fees (issue 16): "Boarding Fee 250,00" said nothing of
-- euros or pounds. It is decided once, when a proposal is written (the merchant's pre-check form
-- currency, else the tenant's base currency), and an agreement copies its proposal's, so a contract
-- never changes currency when the pre-check or the tenant's settings change later.

alter table proposals add column currency char(3);
alter table agreements add column currency char(3);

-- Offers written before this: the same rule, from the pre-check and tenant as they are now. A
-- pre-check draft is free JSON, so only a three-letter code is taken from it; 'EUR' (the tenants'
-- own default, 0008) only if neither says anything. Row-level security is forced on these tables
-- (0007) and an owner that is not a superuser is subject to it, so this transaction sees every
-- tenant, as seeding does (0002).
select set_config('app.tenant_ids', '*', true);

update proposals p
   set currency = coalesce(
         (select f.form ->> 'currency'
            from precheck_forms f
           where f.tenant_id = p.tenant_id and f.merchant_id = p.merchant_id
             and f.form ->> 'currency' ~ '^[A-Z]{3}$'),
         (select t.base_currency from tenants t where t.id = p.tenant_id),
         'EUR');

update agreements a
   set currency = coalesce(
         (select p.currency from proposals p where p.tenant_id = a.tenant_id and p.id = a.proposal_id),
         'EUR');

alter table proposals alter column currency set not null,
  add constraint proposals_currency_check check (currency ~ '^[A-Z]{3}$');
alter table agreements alter column currency set not null,
  add constraint agreements_currency_check check (currency ~ '^[A-Z]{3}$');
