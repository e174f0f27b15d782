import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { supportKeys } from '../api/support-query-keys';
import { markFeedRead } from '../api/ticket-calls';
import type { TicketRef } from '../api/ticket-ref';

/**
 * Opening a ticket marks its comments read for the reader (POST …/feed/mark-comments-as-read),
 * once per visit, and refreshes the unread counts of the lists and the desk. The feed already
 * shown keeps its "New" markers, so the reader still sees what was new.
 */
export function useMarkFeedRead(ref: TicketRef, ticket: Ticket | undefined) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  const mark = useMutation({
    mutationFn: () => markFeedRead(ref),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData<Ticket>(
        supportKeys.ticket(ref.ticketId),
        (old) => old && { ...old, unreadCount },
      );
      void queryClient.invalidateQueries({ queryKey: supportKeys.lists() });
    },
    meta: { silentError: true },
  });
  const { mutate } = mark;
  const loaded = ticket !== undefined;
  useEffect(() => {
    if (!loaded || marked.current === ref.ticketId) return;
    marked.current = ref.ticketId;
    mutate();
  }, [loaded, ref.ticketId, mutate]);
}
