import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../infra/auth/actor';
import type { Database } from '../../infra/db/database';
import { qualified } from '../../infra/db/qualified';
import { roles, users } from '../../infra/db/schema';
import { holdsRoleWhere } from '../../infra/db/user-roles';
import { AppError } from '../../infra/errors/app-error';
import { scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { displayName, type Person } from './caller';
import { addFeedItem } from './feed.repository';
import type { TicketContext } from './ticket-context';
import { mailOtherParty } from './ticket-mail';
import { notifyTicketEvent } from './ticket-notifications';
import { reloadTicket, ticketView, updateTicket } from './tickets.repository';

/** A user who may be given tickets: active staff of the handler organisation with its support permission. */
export interface SupportUser extends Person {
  readonly tenantId: string | null;
  /** Spec §6 customer limits; null means every merchant. */
  readonly customerLimits: readonly string[] | null;
}

export const NOT_SUPPORT_STAFF = 'Not an active support user of this organisation';
const CANNOT_SEE_CUSTOMER = "This user's customer limits do not include the ticket's merchant";

/**
 * Finds an assignee among the caller's own organisation (spec §7 assign {assignee}): for tenant staff
 * an active, unlocked user of their tenant whose tenant role holds CRM.Support.Lookup; for platform
 * staff an active, unlocked platform user (platform staff hold every permission). Read in the actor's
 * own scope: platform users belong to no tenant, so a scope narrowed by the tenantId header hides them.
 */
export async function findSupportUser(
  db: Database,
  actor: Actor,
  email: string,
): Promise<SupportUser | null> {
  const platform = actor.audience === 'platform';
  const [row] = await withScope(db, scopeForActor(actor), (tx) =>
    tx
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        tenantId: users.tenantId,
        customerLimits: users.customerLimits,
      })
      .from(users)
      .where(
        and(
          eq(users.email, email.trim().toLowerCase()),
          eq(users.isActive, true),
          eq(users.isLocked, false),
          isNull(users.deletedAt),
          platform
            ? eq(users.userType, 'Platform')
            : and(
                eq(users.userType, 'crm'),
                eq(users.tenantId, actor.tenantId ?? ''),
                holdsRoleWhere(
                  and(
                    eq(roles.audience, 'tenant'),
                    eq(roles.tenantId, qualified(users.tenantId)),
                    sql`${roles.permissions} @> array['CRM.Support.Lookup']::text[]`,
                  ),
                ),
              ),
        ),
      )
      .limit(1),
  );
  return row ?? null;
}

/**
 * The assignee a request names, looked up before the ticket's transaction (see findSupportUser):
 * `requested` is the email asked for (null to unassign), `found` who has it, if anyone suitable.
 */
export interface AssigneeChoice {
  readonly requested: string | null;
  readonly found: SupportUser | null;
}

export async function lookUpAssignee(
  db: Database,
  actor: Actor,
  email: string | null,
): Promise<AssigneeChoice> {
  return { requested: email, found: email === null ? null : await findSupportUser(db, actor, email) };
}

/**
 * Assigns the ticket (or with null unassigns it). The assignee must be support staff of the
 * handler organisation who can see the ticket, else 400 on the field assignee.
 */
export async function assignTicket(context: TicketContext, choice: AssigneeChoice): Promise<Ticket> {
  const { tx, caller, ticket } = context;
  // Checked once the ticket is known to be the caller's: another tenant's ticket is a 404 first.
  if (choice.requested !== null && !choice.found) {
    throw AppError.validation([{ field: 'body.assignee', message: NOT_SUPPORT_STAFF }]);
  }
  const assignee = choice.found;
  if (assignee) {
    const sameTenant = caller.audience === 'platform' || assignee.tenantId === ticket.tenantId;
    if (!sameTenant) throw AppError.validation([{ field: 'body.assignee', message: NOT_SUPPORT_STAFF }]);
    const limits = assignee.customerLimits;
    if (ticket.merchantId && limits !== null && !limits.includes(ticket.merchantId)) {
      throw AppError.validation([{ field: 'body.assignee', message: CANNOT_SEE_CUSTOMER }]);
    }
  }
  if ((assignee?.userId ?? null) === ticket.assigneeId) {
    throw AppError.refused(
      'TICKET_ASSIGNEE_UNCHANGED',
      assignee ? 'The ticket is already assigned to this user' : 'The ticket is not assigned',
    );
  }
  const newAssignee = assignee
    ? { email: assignee.email, firstName: assignee.firstName, lastName: assignee.lastName }
    : null;
  await updateTicket(tx, ticket, {
    assigneeId: assignee?.userId ?? null,
    assigneeEmail: newAssignee?.email ?? null,
    assigneeFirstName: newAssignee?.firstName ?? null,
    assigneeLastName: newAssignee?.lastName ?? null,
  });
  await addFeedItem(tx, ticket, { type: 'AssignmentItem', actor: caller.person, data: { newAssignee } });
  const who = displayName(caller.person);
  await mailOtherParty(
    {
      tx,
      publicUrl: context.publicUrl,
      ticket,
      actor: caller.person,
      actorSide: caller.audience,
    },
    'assigned',
    newAssignee
      ? `${who} assigned the ticket to ${displayName(newAssignee)}.`
      : `${who} unassigned the ticket.`,
  );
  await notifyTicketEvent(
    { tx, ticket, actor: caller.person, actorSide: caller.audience },
    { kind: 'assigned', assignee },
  );
  return ticketView(tx, caller, await reloadTicket(tx, ticket));
}
