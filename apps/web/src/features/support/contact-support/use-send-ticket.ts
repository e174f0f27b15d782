import { createTicket, escalateCustomerTicket } from '@paydesk/contracts/support/ticket.endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { supportKeys } from '../api/support-query-keys';
import type { TicketDraft, ticketRequest } from './ticket-request';

export type TicketRequestBody = ReturnType<typeof ticketRequest>;

/** The ticket a tenant escalates: the merchant's ticket and its merchant (spec §7 customer-scoped). */
export interface EscalationTarget {
  customerId: string;
  ticketId: string;
  /** What the escalation dialog starts from (the merchant's ticket), so the agent need not retype it. */
  prefill?: Pick<TicketDraft, 'category' | 'priority' | 'subject' | 'description'>;
}

export interface SendTicketInput {
  request: TicketRequestBody;
  /** Platform staff: the tenant the ticket is for (spec §3 create wrapper). */
  platformTenantId: string | null;
}

/** What Send did: the new ticket's id, or null after a failed escalation. */
export interface SendTicketResult {
  ticketId: string | null;
  outcome: 'created' | 'escalated' | 'escalationFailed';
}

/**
 * Sends the ticket (spec §4 "Ticket creation flow"): creates it, or with `escalate` escalates the
 * merchant's ticket, says so, then refreshes the merchant, tenant and platform ticket lists.
 */
export function useSendTicket(escalate: EscalationTarget | undefined) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ request, platformTenantId }: SendTicketInput): Promise<SendTicketResult> => {
      if (escalate) {
        try {
          const ticketId = await callEndpoint(escalateCustomerTicket, { params: escalate, body: request });
          return { ticketId, outcome: 'escalated' };
        } catch (error) {
          // Spec §8, odd but exact: "On escalation error the message shown is 'Ticket created' and
          // the dialog action still runs": no error toast. The cause goes to the console.
          console.error('Ticket escalation failed', error);
          return { ticketId: null, outcome: 'escalationFailed' };
        }
      }
      const ticketId = await callEndpoint(createTicket, {
        body: {
          ticket: request,
          isPlatformCreatingTicket: platformTenantId !== null,
          ...(platformTenantId !== null && { tenantId: platformTenantId }),
        },
      });
      return { ticketId, outcome: 'created' };
    },
    onSuccess: ({ outcome }) =>
      notify.success(
        t(
          outcome === 'escalated'
            ? 'supportDialogs.contact.ticketEscalated'
            : 'supportDialogs.contact.ticketCreated',
        ),
      ),
    // Every ticket list starts with supportKeys.all: the merchant, tenant and platform lists.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
