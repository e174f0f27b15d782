import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { DEMO_MERCHANTS, demoUser, NORTHWIND } from '../seed/demo-data';

/**
 * Bulk tickets for one tenant, made in the database with generate_series (no round trip per row),
 * with a realistic spread: 30% open; priorities High 20%, Medium 50%, Low 30%; the four categories;
 * six merchants; a third unassigned, the rest split between two agents; subjects and descriptions
 * from a vocabulary of support topics, each topic about 1 in 12 tickets; activity over two years;
 * 0 to 3 feed items per ticket and a read mark on half of them for the reader.
 */

const TOPICS = [
  'Refund not received',
  'Payout delayed',
  'Chargeback evidence',
  'Webhook signature fails',
  'Settlement amount differs',
  'Invoice question',
  'API key rotation',
  'Card declined at checkout',
  'Currency conversion rate',
  'Recurring payment failed',
  'Fraud rule blocks customer',
  'Report export incomplete',
] as const;

const DETAILS = [
  'The customer called twice about it.',
  'It started after the last release.',
  'We need an answer before the weekend.',
  'Only cards from one issuer are affected.',
  'See the attached screenshot from the dashboard.',
] as const;

export async function addTickets(
  database: DatabaseHandle,
  from: number,
  to: number,
  reader: string,
): Promise<void> {
  const merchants = DEMO_MERCHANTS.filter((m) => m.tenant === 'northwind' && m.isActive)
    .slice(0, 6)
    .map((m) => m.id);
  const creator = demoUser('merchant.admin@acme.test');
  const agents = [demoUser('tenant.agent@northwind.test'), demoUser('tenant.admin@northwind.test')];
  const list = (values: readonly string[]) =>
    sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
  // One statement: the feed items and read marks come from the rows it inserted (no anti-join on
  // tables whose statistics do not know the new rows yet).
  await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    tx.execute(sql`
      with inserted as (
        insert into tickets (
          tenant_id, id, channel_type, merchant_id, status, priority, category, subject, description,
          created_by, created_by_email, created_by_first_name, created_by_last_name,
          assignee_id, assignee_email, assignee_first_name, assignee_last_name,
          created_at, last_activity_at, initial_request_at)
        select ${NORTHWIND.id}::uuid, gen_random_uuid(), 'CustomerToTenantTicketChannel',
          (${list(merchants)}::uuid[])[1 + g % ${merchants.length}],
          case when g % 10 < 3 then 'Opened' else 'Closed' end,
          case when g % 5 = 0 then 'High' when g % 5 < 3 then 'Medium' else 'Low' end,
          (array['Integration', 'Processing', 'Operational', 'Clarification'])[1 + (g / 7) % 4],
          (${list(TOPICS)})[1 + (g * 7) % ${TOPICS.length}] || ' (order ' || (100000 + g) || ')',
          'Order ' || (100000 + g) || ': ' || (${list(DETAILS)})[1 + g % ${DETAILS.length}],
          ${creator.id}::uuid, ${creator.email}, ${creator.firstName}, ${creator.lastName},
          case g % 3 when 0 then null when 1 then ${agents[0]?.id}::uuid else ${agents[1]?.id}::uuid end,
          case g % 3 when 0 then null when 1 then ${agents[0]?.email} else ${agents[1]?.email} end,
          case g % 3 when 0 then null when 1 then ${agents[0]?.firstName} else ${agents[1]?.firstName} end,
          case g % 3 when 0 then null when 1 then ${agents[0]?.lastName} else ${agents[1]?.lastName} end,
          now() - ((g * 631) % 1051200) * interval '1 minute',
          now() - ((g * 631) % 1051200) * interval '1 minute' + (g % 4000) * interval '1 minute',
          now() - ((g * 631) % 1051200) * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g
        returning tenant_id, id, merchant_id, created_at, ticket_number
      ),
      feed as (
        insert into ticket_feed_items (tenant_id, id, ticket_id, merchant_id, type, created_at, actor_id,
          actor_email, actor_first_name, actor_last_name, content)
        select t.tenant_id, gen_random_uuid(), t.id, t.merchant_id,
          case when n % 2 = 1 then 'TenantCommentItem' else 'CustomerCommentItem' end,
          t.created_at + n * interval '7 minutes',
          case when n % 2 = 1 then ${agents[0]?.id}::uuid else ${creator.id}::uuid end,
          case when n % 2 = 1 then ${agents[0]?.email} else ${creator.email} end,
          'Bench', 'User', 'Reply ' || n
        from inserted t cross join lateral generate_series(1, t.ticket_number % 4) n
        returning 1
      )
      insert into ticket_read_marks (tenant_id, ticket_id, user_id, read_until)
      select t.tenant_id, t.id, ${reader}::uuid, t.created_at + interval '10 minutes'
      from inserted t
      where t.ticket_number % 2 = 0`),
  );
}
