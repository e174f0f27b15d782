import type { ScopingState, Ticket } from '@paydesk/contracts/support/support.schemas';
import { AppError } from '../../infra/errors/app-error';
import type { TicketRow } from './ticket-access';
import type { TicketContext } from './ticket-context';
import { type TicketChanges, ticketView, updateTicket } from './tickets.repository';

/** Platform staff's own fields on a platform ticket: billing, the issue-tracker key, the three times. */

export const SCOPING_RUNNING = 'Scoping is already in progress';

export async function setPlatformFields(
  context: TicketContext,
  changes: Pick<TicketChanges, 'billable' | 'jiraTicket'>,
): Promise<Ticket> {
  const row = await updateTicket(context.tx, context.ticket, changes);
  return ticketView(context.tx, context.caller, row);
}

type TimeField = 'initialRequestAt' | 'responseAt' | 'resolutionAt';
const BODY_FIELD: Record<TimeField, string> = {
  initialRequestAt: 'body.initialRequestDateTime',
  responseAt: 'body.responseDateTime',
  resolutionAt: 'body.resolutionDateTime',
};

/**
 * Sets one of the times. A time before the ticket was opened is fine (the tenant may have asked by
 * phone first), but the answer and the resolution cannot come before the initial request.
 */
export async function setTime(
  context: TicketContext,
  field: TimeField,
  value: string | null,
): Promise<Ticket> {
  const next: Pick<TicketRow, TimeField> = { ...context.ticket, [field]: value ? new Date(value) : null };
  const initial = next.initialRequestAt;
  const before = (later: Date | null) => initial !== null && later !== null && later < initial;
  if (before(next.resolutionAt)) {
    const message =
      field === 'initialRequestAt'
        ? 'The initial request time cannot be after the resolution time'
        : 'The resolution time cannot be before the initial request time';
    throw AppError.validation([{ field: BODY_FIELD[field], message }]);
  }
  if (before(next.responseAt)) {
    const message =
      field === 'initialRequestAt'
        ? 'The initial request time cannot be after the response time'
        : 'The response time cannot be before the initial request time';
    throw AppError.validation([{ field: BODY_FIELD[field], message }]);
  }
  const row = await updateTicket(context.tx, context.ticket, { [field]: next[field] });
  return ticketView(context.tx, context.caller, row);
}

/** Starts the scoping job (the worker completes it); 409 while one runs. */
export async function startScoping(context: TicketContext): Promise<ScopingState> {
  if (context.ticket.scopingStatus === 'InProgress')
    throw AppError.refused('TICKET_SCOPING_RUNNING', SCOPING_RUNNING);
  const row = await updateTicket(context.tx, context.ticket, {
    scopingStatus: 'InProgress',
    scopingResult: null,
    scopingRequestedAt: new Date(),
  });
  return scopingState(row);
}

export function scopingState(row: Pick<TicketRow, 'scopingStatus' | 'scopingResult'>): ScopingState {
  return { scopingStatus: row.scopingStatus, scopingResult: row.scopingResult };
}
