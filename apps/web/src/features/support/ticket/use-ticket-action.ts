import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../../components/feedback/feedback-context';
import { supportKeys } from '../api/support-query-keys';

/** After any change: the ticket, its feed (a change is a feed item) and the lists it appears in. */
export function refreshTicket(queryClient: QueryClient, ticketId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketId) }),
    queryClient.invalidateQueries({ queryKey: supportKeys.lists() }),
  ]);
}

/**
 * One action on a ticket: runs the call, shows its result as a toast and refreshes the ticket and
 * its feed. A failure reaches the app's error toast (query-client.ts) with the server's message.
 */
export function useTicketAction<V = void, R = unknown>(
  ticketId: string,
  run: (variables: V) => Promise<R>,
  successMessage: (variables: V, result: R) => string,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      notify.success(successMessage(variables, result));
      await refreshTicket(queryClient, ticketId);
    },
  });
}
