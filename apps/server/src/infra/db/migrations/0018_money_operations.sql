-- A money action's processor call, committed before the call is made (docs/transactions.md
-- "Pending operations"): the action is recorded as Pending with everything needed to record its
-- outcome later, the processor is called with the operation's id as its idempotency reference, and
-- the outcome is recorded after (by the request itself, or by the reconciler when the request died).
create table money_operations (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  transaction_id uuid not null,
  merchant_id uuid not null,
  state text not null check (state in ('Pending', 'Settled')),
  -- The action body to run again when the outcome is recorded, and its input.
  action text not null,
  input jsonb not null,
  -- The processor call as it was sent (its name and arguments): asked again by reference.
  processor_call text not null,
  call jsonb not null,
  actor jsonb not null,
  headers jsonb not null,
  -- The Idempotency-Key the action ran under, so recording its outcome stores the key's answer.
  idempotency_key text,
  request_hash text,
  result jsonb,
  answer jsonb,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (tenant_id, id),
  foreign key (tenant_id, transaction_id) references transactions (tenant_id, id),
  check (state = 'Pending' or (result is not null and answer is not null and settled_at is not null))
);
-- One undecided processor call per transaction: another action on it waits for its turn.
create unique index money_operations_one_pending_idx on money_operations (tenant_id, transaction_id)
  where state = 'Pending';
create index money_operations_pending_age_idx on money_operations (created_at) where state = 'Pending';

alter table money_operations enable row level security;
alter table money_operations force row level security;
create policy money_operations_in_scope on money_operations using (
  (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
  and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
);

-- The operation an InFlight key is waiting for: such a key is never freed or taken over, its
-- answer is stored when the operation's outcome is recorded.
alter table idempotency_keys add column operation_id uuid;
