import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import {
  assignCustomerTicket,
  assignPlatformTicket,
  clearSupportLabel,
  getScopingStatus,
  markBillable,
  markNonBillable,
  setInitialRequestTime,
  setJiraTicket,
  setResolutionTime,
  setResponseTime,
  setSupportLabel,
  startScoping,
} from '@paydesk/contracts/support/ticket.endpoints';
import { callEndpoint } from '../../../lib/api/api-client';
import type { PlatformTicketRef, TicketRef } from './ticket-ref';

/**
 * Assigns (or with null unassigns) a ticket. Tenant staff assign a merchant's ticket through the
 * customer-scoped path (spec §7: /support/ticket/{customerId}/{ticketId}/assign); platform staff
 * through the tenant-scoped one.
 */
export function assignTicket(ref: TicketRef, ticket: Ticket, assignee: string | null): Promise<Ticket> {
  if (ref.family === 'platform') {
    return callEndpoint(assignPlatformTicket, {
      params: { tenantId: ref.tenantId, id: ref.ticketId },
      body: { assignee },
    });
  }
  if (!ticket.customer) throw new Error('Only a merchant’s ticket is assigned through the customer path');
  return callEndpoint(assignCustomerTicket, {
    params: { customerId: ticket.customer.merchantId, ticketId: ticket.ticketId },
    body: { assignee },
  });
}

/** Puts one of the caller's labels on the ticket, or takes the caller's label off (labelId null). */
export function setTicketLabel(ownerId: string, ticketId: string, labelId: string | null): Promise<Ticket> {
  return labelId
    ? callEndpoint(setSupportLabel, { params: { ownerId, ticketId, labelId } })
    : callEndpoint(clearSupportLabel, { params: { ownerId, ticketId } });
}

const params = (ref: PlatformTicketRef) => ({ tenantId: ref.tenantId, id: ref.ticketId });

export function setBillable(ref: PlatformTicketRef, billable: boolean): Promise<Ticket> {
  return callEndpoint(billable ? markBillable : markNonBillable, { params: params(ref) });
}

export function saveJiraTicket(ref: PlatformTicketRef, jiraTicket: string | null): Promise<Ticket> {
  return callEndpoint(setJiraTicket, { params: params(ref), body: { jiraTicket } });
}

export type TimeField = 'initialRequestDateTime' | 'responseDateTime' | 'resolutionDateTime';

/** Sets one of the three service times (ISO instants in UTC, or null to clear). */
export function saveTicketTime(
  ref: PlatformTicketRef,
  field: TimeField,
  value: string | null,
): Promise<Ticket> {
  switch (field) {
    case 'initialRequestDateTime':
      return callEndpoint(setInitialRequestTime, {
        params: params(ref),
        body: { initialRequestDateTime: value },
      });
    case 'responseDateTime':
      return callEndpoint(setResponseTime, { params: params(ref), body: { responseDateTime: value } });
    case 'resolutionDateTime':
      return callEndpoint(setResolutionTime, { params: params(ref), body: { resolutionDateTime: value } });
  }
}

export function beginScoping(ref: PlatformTicketRef) {
  return callEndpoint(startScoping, { params: params(ref) });
}

export function fetchScopingStatus(ref: PlatformTicketRef, signal?: AbortSignal) {
  return callEndpoint(getScopingStatus, { params: params(ref), signal });
}
