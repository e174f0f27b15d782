import {
  type FeedItemType,
  isInternalItem,
  type TicketCategory,
  type TicketPriority,
} from '@paydesk/contracts/support/support.model';
import { eq, sql } from 'drizzle-orm';
import { type FeedItemData, ticketFeedItems, tickets } from '../db-schema';
import type { Database } from '../infra/db/database';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from './demo-data';
import { demoId } from './demo-ids';

/**
 * Demo support conversations, so the desk is not empty on first start: Acme's ticket to Northwind
 * with public and internal replies, escalated to the platform; a Sandbox Labs question; and Blue
 * Harbor's own tickets (which Northwind's users must never see). Stable ids; added once.
 */
export const DEMO_TICKETS = {
  acmeRefund: demoId('ticket:acme-refund'),
  acmeEscalation: demoId('ticket:northwind-acquirer-settlement'),
  sandboxWebhook: demoId('ticket:sandbox-webhook'),
  harbourRenewals: demoId('ticket:harbour-coffee-renewals'),
  seasideChargeback: demoId('ticket:seaside-chargeback'),
  blueHarborTheme: demoId('ticket:blueharbor-login-theme'),
} as const;

const HOUR = 60 * 60 * 1000;

interface DemoTicket {
  readonly id: string;
  readonly tenantId: string;
  readonly merchantKey: string | null;
  readonly createdBy: string;
  readonly category: TicketCategory;
  readonly priority: TicketPriority;
  readonly subject: string;
  readonly description: string;
  readonly hoursAgo: number;
  readonly contactEmail?: string;
  readonly assignee?: string;
}

interface DemoItem {
  readonly key: string;
  readonly type: FeedItemType;
  readonly by: string | null;
  readonly hoursAgo: number;
  readonly content?: string;
  readonly data?: FeedItemData;
}

export async function seedDemoTickets(db: Database): Promise<void> {
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const [existing] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.id, DEMO_TICKETS.acmeRefund));
    if (existing) return;
    const now = Date.now();
    const acme = await insert(tx, now, {
      id: DEMO_TICKETS.acmeRefund,
      tenantId: NORTHWIND.id,
      merchantKey: 'acme',
      createdBy: 'merchant.admin@acme.test',
      category: 'Processing',
      priority: 'High',
      subject: 'Refund for order 55120 has not reached the customer',
      description:
        'We refunded order 55120 (GBP 84.50) eight days ago. The customer says the money has not arrived. Can you check where it is?',
      hoursAgo: 52,
      contactEmail: 'merchant.admin@acme.test',
      assignee: 'tenant.agent@northwind.test',
    });
    const platform = await insert(tx, now, {
      id: DEMO_TICKETS.acmeEscalation,
      tenantId: NORTHWIND.id,
      merchantKey: null,
      createdBy: 'tenant.agent@northwind.test',
      category: 'Processing',
      priority: 'High',
      subject: 'Refunds from Acme Retail stuck at the acquirer',
      description:
        'A refund of Acme Retail Ltd (order 55120, GBP 84.50) shows as refunded for eight days but the cardholder has not received it. Please check with the acquirer.',
      hoursAgo: 47,
    });
    await tx
      .update(tickets)
      .set({ escalatedToTicketId: platform.id, responseAt: new Date(now - 50 * HOUR) })
      .where(eq(tickets.id, acme.id));
    await tx
      .update(tickets)
      .set({ escalatedFromTicketId: acme.id, responseAt: new Date(now - 30 * HOUR) })
      .where(eq(tickets.id, platform.id));
    await items(tx, now, acme, [
      {
        key: 'assign',
        type: 'AssignmentItem',
        by: 'tenant.admin@northwind.test',
        hoursAgo: 51,
        data: { newAssignee: person('tenant.agent@northwind.test') },
      },
      {
        key: 'reply',
        type: 'TenantCommentItem',
        by: 'tenant.agent@northwind.test',
        hoursAgo: 50,
        content:
          'Thanks Sarah, we are looking into it. Could you send the refund reference from your dashboard?',
      },
      {
        key: 'note',
        type: 'TenantInternalCommentItem',
        by: 'tenant.agent@northwind.test',
        hoursAgo: 49.5,
        content: 'Second refund this week stuck at the acquirer. Escalating if it does not settle today.',
      },
      {
        key: 'answer',
        type: 'CustomerCommentItem',
        by: 'merchant.admin@acme.test',
        hoursAgo: 49,
        content: 'The refund reference is RF-55120-1.',
      },
      {
        key: 'escalated',
        type: 'TenantInternalCommentItem',
        by: 'tenant.agent@northwind.test',
        hoursAgo: 47,
        content: `Escalated to the platform as ticket #${platform.ticketNumber}`,
      },
    ]);
    await items(tx, now, platform, [
      {
        key: 'platform-reply',
        type: 'PlatformCommentItem',
        by: 'platform.admin@paydesk.test',
        hoursAgo: 30,
        content: 'We have asked the acquirer for the settlement file of that day and will update you here.',
      },
      {
        key: 'platform-note',
        type: 'PlatformInternalCommentItem',
        by: 'platform.admin@paydesk.test',
        hoursAgo: 29,
        content: 'Acquirer batch 2291 was rejected; resubmission planned for tonight.',
      },
    ]);
    await insert(tx, now, {
      id: DEMO_TICKETS.sandboxWebhook,
      tenantId: NORTHWIND.id,
      merchantKey: 'sandbox-labs',
      createdBy: 'merchant.sandbox@sandbox.test',
      category: 'Integration',
      priority: 'Medium',
      subject: 'Webhook signature check fails in Test mode',
      description:
        'Our webhook endpoint rejects every event: the signature does not match the secret we configured.',
      hoursAgo: 20,
    });
    // Outside the Northwind support agent's customer limits (acme and sandbox-labs): not theirs to see.
    await insert(tx, now, {
      id: DEMO_TICKETS.harbourRenewals,
      tenantId: NORTHWIND.id,
      merchantKey: 'harbour-coffee',
      createdBy: 'tenant.admin@northwind.test',
      category: 'Operational',
      priority: 'Medium',
      subject: 'Subscription renewals declined on the 1st',
      description:
        'About 40 subscription renewals were declined with "do not honour" on the first of the month.',
      hoursAgo: 30,
      contactEmail: 'finance@harbourcoffee.test',
    });
    const seaside = await insert(tx, now, {
      id: DEMO_TICKETS.seasideChargeback,
      tenantId: BLUE_HARBOR.id,
      merchantKey: 'seaside-travel',
      createdBy: 'tenant.admin@blueharbor.test',
      category: 'Operational',
      priority: 'Low',
      subject: 'Chargeback evidence for booking SEA-8841',
      description: 'Please upload the signed booking confirmation for the chargeback on booking SEA-8841.',
      hoursAgo: 10,
    });
    await items(tx, now, seaside, [
      {
        key: 'seaside-reply',
        type: 'TenantCommentItem',
        by: 'tenant.admin@blueharbor.test',
        hoursAgo: 9,
        content: 'The deadline for the evidence is Friday.',
      },
    ]);
    const theme = await insert(tx, now, {
      id: DEMO_TICKETS.blueHarborTheme,
      tenantId: BLUE_HARBOR.id,
      merchantKey: null,
      createdBy: 'tenant.admin@blueharbor.test',
      category: 'Clarification',
      priority: 'Low',
      subject: 'Which colours does the sign-in page use?',
      description:
        'Our sign-in page shows the primary colour on buttons. Can the accent use the sidebar colour?',
      hoursAgo: 100,
    });
    await items(tx, now, theme, [
      {
        key: 'theme-reply',
        type: 'PlatformCommentItem',
        by: 'platform.admin@paydesk.test',
        hoursAgo: 98,
        content: 'Yes: the accent follows the sidebar background colour of your theme.',
      },
      {
        key: 'theme-closed',
        type: 'StatusChangeFeedItem',
        by: 'platform.admin@paydesk.test',
        hoursAgo: 97,
        data: { newState: 'Closed' },
      },
    ]);
    await tx
      .update(tickets)
      .set({
        status: 'Closed',
        responseAt: new Date(now - 98 * HOUR),
        resolutionAt: new Date(now - 97 * HOUR),
      })
      .where(eq(tickets.id, theme.id));
  });
}

function person(email: string) {
  const user = demoUser(email);
  return { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

async function insert(tx: ScopedTx, now: number, ticket: DemoTicket) {
  const creator = demoUser(ticket.createdBy);
  const assignee = ticket.assignee ? demoUser(ticket.assignee) : null;
  const at = new Date(now - ticket.hoursAgo * HOUR);
  const [row] = await tx
    .insert(tickets)
    .values({
      tenantId: ticket.tenantId,
      id: ticket.id,
      channelType: ticket.merchantKey ? 'CustomerToTenantTicketChannel' : 'TenantToPlatformTicketChannel',
      merchantId: ticket.merchantKey ? demoMerchant(ticket.merchantKey).id : null,
      priority: ticket.priority,
      category: ticket.category,
      subject: ticket.subject,
      description: ticket.description,
      contactEmail: ticket.contactEmail ?? null,
      createdBy: creator.id,
      createdByEmail: creator.email,
      createdByFirstName: creator.firstName,
      createdByLastName: creator.lastName,
      assigneeId: assignee?.id ?? null,
      assigneeEmail: assignee?.email ?? null,
      assigneeFirstName: assignee?.firstName ?? null,
      assigneeLastName: assignee?.lastName ?? null,
      initialRequestAt: at,
      createdAt: at,
      lastActivityAt: at,
    })
    .returning({
      tenantId: tickets.tenantId,
      id: tickets.id,
      merchantId: tickets.merchantId,
      ticketNumber: tickets.ticketNumber,
    });
  if (!row) throw new Error(`Demo ticket ${ticket.subject} was not written`);
  return row;
}

async function items(
  tx: ScopedTx,
  now: number,
  ticket: { tenantId: string; id: string; merchantId: string | null },
  list: readonly DemoItem[],
): Promise<void> {
  await tx.insert(ticketFeedItems).values(
    list.map((item) => {
      const actor = item.by ? demoUser(item.by) : null;
      return {
        tenantId: ticket.tenantId,
        id: demoId(`feed:${ticket.id}:${item.key}`),
        ticketId: ticket.id,
        merchantId: ticket.merchantId,
        type: item.type,
        createdAt: new Date(now - item.hoursAgo * HOUR),
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        actorFirstName: actor?.firstName ?? null,
        actorLastName: actor?.lastName ?? null,
        content: item.content ?? null,
        data: item.data ?? {},
      };
    }),
  );
  // As addFeedItem does: internal notes do not move the ticket's last activity.
  const shared = list.filter((i) => !isInternalItem(i.type));
  if (shared.length === 0) return;
  const last = Math.min(...shared.map((i) => i.hoursAgo));
  await tx
    .update(tickets)
    .set({ lastActivityAt: new Date(now - last * HOUR) })
    .where(eq(tickets.id, ticket.id));
}
