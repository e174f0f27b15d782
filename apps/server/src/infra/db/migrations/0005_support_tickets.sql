-- Support desk, part two: tickets, their feed, references, read marks and outside-party invitations.
-- Every table is tenant data: tenant_id leads every primary, unique and foreign key (ARCHITECTURE §7),
-- and row-level security follows 0002_tenancy.sql. Tickets, feed items and references also carry the
-- merchant of a customer ticket, so a merchant user's transaction sees only its own merchant's rows.

-- Numbers people can quote (#1042). One sequence for every tenant keeps them short and unique.
create sequence ticket_number_seq as integer start with 1001;

create table tickets (
  tenant_id uuid not null references tenants (id),
  id uuid not null,
  ticket_number integer not null default nextval('ticket_number_seq'),
  channel_type text not null
    check (channel_type in ('CustomerToTenantTicketChannel', 'TenantToPlatformTicketChannel')),
  -- The merchant of a customer ticket; a ticket to the platform has none.
  merchant_id uuid,
  status text not null default 'Opened' check (status in ('Opened', 'Closed')),
  priority text not null check (priority in ('Low', 'Medium', 'High')),
  -- Sorting by priority means High first, not alphabetical order.
  priority_rank smallint not null
    generated always as (case priority when 'High' then 3 when 'Medium' then 2 else 1 end) stored,
  category text not null check (category in ('Integration', 'Processing', 'Operational', 'Clarification')),
  subject text not null,
  description text not null,
  contact_email text,
  contact_emails text[] not null default '{}',
  -- Who opened it, and a snapshot of their name: the other party cannot read that user's row (a merchant
  -- never reads tenant staff, row-level security on users says so), yet sees who wrote.
  created_by uuid not null references users (id),
  created_by_email text not null,
  created_by_first_name text not null,
  created_by_last_name text not null,
  assignee_id uuid references users (id),
  assignee_email text,
  assignee_first_name text,
  assignee_last_name text,
  -- One label per side of the ticket; each side sees and sets only its own.
  customer_label_id uuid references support_labels (id) on delete set null,
  tenant_label_id uuid references support_labels (id) on delete set null,
  platform_label_id uuid references support_labels (id) on delete set null,
  jira_ticket text,
  billable boolean,
  scoping_status text not null default 'NotStarted'
    check (scoping_status in ('NotStarted', 'InProgress', 'Completed', 'Failed')),
  scoping_result text,
  scoping_requested_at timestamptz,
  initial_request_at timestamptz default now(),
  response_at timestamptz,
  resolution_at timestamptz,
  escalated_from_ticket_id uuid,
  escalated_to_ticket_id uuid,
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  -- Text search on subject and description. The 'simple' configuration (no stemming, no stop words)
  -- so prefix queries match what people type ("refu" finds "refund"), over the text with its ASCII
  -- punctuation made spaces, so words split where the search box splits them: "INV-2291" is the words
  -- inv and 2291 (the parser alone would index "-2291" as a signed number).
  search tsvector not null
    generated always as (
      to_tsvector('simple'::regconfig, regexp_replace(subject || ' ' || description, '[[:punct:]]+', ' ', 'g'))
    ) stored,
  primary key (tenant_id, id),
  unique (tenant_id, ticket_number),
  foreign key (tenant_id, merchant_id) references merchants (tenant_id, id),
  foreign key (tenant_id, escalated_from_ticket_id) references tickets (tenant_id, id),
  foreign key (tenant_id, escalated_to_ticket_id) references tickets (tenant_id, id),
  check ((channel_type = 'CustomerToTenantTicketChannel') = (merchant_id is not null))
);

-- The lists (GET /support/ticket/my, GET /support/ticket) read the first page of a tenant's tickets of
-- one channel, newest activity first, optionally filtered. Each index below serves one common shape
-- with an ordered index scan that stops after the page, so the first page costs the same at 1,000 and
-- at 100,000 tickets; the id breaks ties so paging is stable.
create index tickets_list_idx on tickets (tenant_id, channel_type, last_activity_at desc, id desc);
create index tickets_status_idx on tickets (tenant_id, channel_type, status, last_activity_at desc, id desc);
-- The typical queue ("open, high priority"); merchant_id rides along so a count reads the index alone.
create index tickets_status_priority_idx on tickets (tenant_id, channel_type, status, priority, last_activity_at desc, id desc)
  include (merchant_id);
create index tickets_merchant_idx on tickets (tenant_id, channel_type, merchant_id, last_activity_at desc, id desc);
create index tickets_assignee_idx on tickets (tenant_id, channel_type, assignee_id, last_activity_at desc, id desc);
-- Platform staff list the platform tickets of every tenant at once.
create index tickets_platform_idx on tickets (channel_type, last_activity_at desc, id desc);
create index tickets_search_idx on tickets using gin (search);
-- The scoping worker's queue: only the few rows in progress are in it.
create index tickets_scoping_queue_idx on tickets (scoping_requested_at) where scoping_status = 'InProgress';

-- The feed: the ticket's history. `data` holds what a type needs (newState, newPriority, newAssignee,
-- externalPartyEmail, invitationDescription, invitationId ...).
create table ticket_feed_items (
  tenant_id uuid not null,
  id uuid not null,
  ticket_id uuid not null,
  merchant_id uuid,
  type text not null check (type in (
    'StatusChangeFeedItem', 'TenantCommentItem', 'TenantInternalCommentItem', 'PlatformCommentItem',
    'PlatformInternalCommentItem', 'AssignmentItem', 'CustomerCommentItem', 'CustomerInternalCommentItem',
    'PriorityChangeItem', 'ReferenceItem', 'ExternalPartyInvitationItem', 'ExternalPartyCommentItem'
  )),
  -- clock_timestamp(): items written in one transaction keep their order. Whole milliseconds, as the
  -- wire's ISO timestamps carry them: a read mark set to an item's timestamp then covers that item.
  created_at timestamptz not null default date_trunc('milliseconds', clock_timestamp()),
  -- Who wrote it (null for an outside party), with a snapshot of the name as on tickets.
  actor_id uuid references users (id),
  actor_email text,
  actor_first_name text,
  actor_last_name text,
  content text,
  data jsonb not null default '{}',
  primary key (tenant_id, id),
  foreign key (tenant_id, ticket_id) references tickets (tenant_id, id) on delete cascade
);

create index ticket_feed_items_ticket_idx on ticket_feed_items (tenant_id, ticket_id, created_at, id);

-- References of a ticket (kind 'ticket': given at creation or added later as a ReferenceItem) and
-- attachments of one comment (kind 'comment': shown only with that comment, which may be internal).
-- key is the feed's key: transaction, customer, attachment or createdOn.
create table ticket_references (
  tenant_id uuid not null,
  id uuid not null,
  ticket_id uuid not null,
  merchant_id uuid,
  feed_item_id uuid,
  kind text not null check (kind in ('ticket', 'comment')),
  key text not null check (key in ('transaction', 'customer', 'attachment', 'createdOn')),
  value text not null,
  file_id uuid,
  created_at timestamptz not null default clock_timestamp(),
  -- The order within one request (rows of one insert may share a timestamp).
  position integer not null default 0,
  primary key (tenant_id, id),
  foreign key (tenant_id, ticket_id) references tickets (tenant_id, id) on delete cascade,
  foreign key (tenant_id, feed_item_id) references ticket_feed_items (tenant_id, id) on delete cascade,
  foreign key (tenant_id, file_id) references files (tenant_id, id),
  check ((key = 'attachment') = (file_id is not null))
);

create index ticket_references_ticket_idx on ticket_references (tenant_id, ticket_id, created_at);
create index ticket_references_feed_item_idx on ticket_references (tenant_id, feed_item_id);

-- How far each user has read each ticket's feed. Unread = a readable item after read_until that the
-- reader did not write.
create table ticket_read_marks (
  tenant_id uuid not null,
  ticket_id uuid not null,
  user_id uuid not null references users (id),
  read_until timestamptz not null,
  primary key (tenant_id, ticket_id, user_id),
  foreign key (tenant_id, ticket_id) references tickets (tenant_id, id) on delete cascade
);

-- Links mailed to someone without an account. Only the SHA-256 of the 32-byte token is stored, so a
-- database reader cannot comment in their name.
create table external_party_invitations (
  tenant_id uuid not null,
  id uuid not null,
  ticket_id uuid not null,
  email text not null,
  description text not null default '',
  token_hash text not null check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid not null references users (id),
  invited_by_email text not null,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, token_hash),
  foreign key (tenant_id, ticket_id) references tickets (tenant_id, id) on delete cascade
);

-- The invitee's link names no tenant, so the page finds the invitation by its hash alone.
create index external_party_invitations_token_idx on external_party_invitations (token_hash);

-- Row-level security. The policies say the same as 0002's (every tenant, or tenant_id in the scope;
-- a merchant user's merchant only), written for the planner, as measured at 100,000 tickets:
-- - as CASE expressions: PostgreSQL estimates an OR of current_setting() comparisons at a fraction of
--   a percent of the rows, and so chose a full scan and a sort over the ordered index scan that stops
--   after one page; a CASE is estimated as an even chance, which keeps the lists on their indexes;
-- - with the settings read in sub-selects, which run once per query (an InitPlan) instead of parsing
--   the tenant list again for every row: a count over 10,000 rows went from 11 ms to 4 ms.
alter table tickets enable row level security;
alter table tickets force row level security;
create policy tickets_in_scope on tickets
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );

alter table ticket_feed_items enable row level security;
alter table ticket_feed_items force row level security;
create policy ticket_feed_items_in_scope on ticket_feed_items
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );

alter table ticket_references enable row level security;
alter table ticket_references force row level security;
create policy ticket_references_in_scope on ticket_references
  using (
    (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end)
    and (case when (select app_merchant_id()) is null then true else merchant_id = (select app_merchant_id()) end)
  );

alter table ticket_read_marks enable row level security;
alter table ticket_read_marks force row level security;
create policy ticket_read_marks_in_scope on ticket_read_marks
  using (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end);

alter table external_party_invitations enable row level security;
alter table external_party_invitations force row level security;
create policy external_party_invitations_in_scope on external_party_invitations
  using (case when (select app_all_tenants()) then true else tenant_id = any ((select app_tenant_ids())::uuid[]) end);

-- Under row-level security PostgreSQL evaluates a query's own conditions after the policy's unless
-- their functions are LEAKPROOF (they cannot reveal a row through an error). The text-search match
-- (tsvector @@ tsquery) is not marked so, which keeps the GIN index above out of every scoped query:
-- a search would read all of a tenant's tickets. The match only compares the stored vector with the
-- caller's own query and raises no error that depends on the row, so it is marked LEAKPROOF here.
-- Only a superuser may do that (PGlite always runs as one; so does a migration run as postgres);
-- under another owner the search still works, without the index.
do $$
begin
  if (select rolsuper from pg_roles where rolname = current_user) then
    alter function ts_match_vq(tsvector, tsquery) leakproof;
  end if;
end
$$;
