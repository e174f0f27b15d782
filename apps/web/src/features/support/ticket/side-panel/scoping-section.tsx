import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SCOPING_POLL } from '@paydesk/contracts/support/support.model';
import type { ScopingState, Ticket } from '@paydesk/contracts/support/support.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { supportKeys } from '../../api/support-query-keys';
import { beginScoping, fetchScopingStatus } from '../../api/ticket-handling-calls';
import type { PlatformTicketRef } from '../../api/ticket-ref';
import { PanelSection } from './panel-section';

/**
 * Spec §9 SCOPING_POLL and §8: while a scoping job runs, GET scoping-status every 1000 ms; a failed
 * poll is retried 3 times at 1 s, then the error is logged and rethrown (the query fails, which
 * reaches the app's error toast) and polling stops.
 */
function useScopingStatus(ticket: Ticket, ticketRef: PlatformTicketRef, started: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: supportKeys.scoping(ticket.ticketId),
    queryFn: ({ signal }) => fetchScopingStatus(ticketRef, signal),
    enabled: started || ticket.scopingStatus === 'InProgress',
    refetchInterval: (q) =>
      q.state.status !== 'error' && q.state.data?.scopingStatus === 'InProgress'
        ? SCOPING_POLL.intervalMs
        : false,
    refetchIntervalInBackground: true,
    retry: SCOPING_POLL.retries,
    retryDelay: SCOPING_POLL.intervalMs,
  });
  const status = query.data?.scopingStatus;
  useEffect(() => {
    if (query.error) console.error('Scoping-status polling failed', query.error);
  }, [query.error]);
  useEffect(() => {
    // The job has ended: the ticket (and its feed) now carry the result. Not the status itself,
    // which would be asked once more for nothing.
    if (status === 'Completed' || status === 'Failed') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticket.ticketId), exact: true });
      void queryClient.invalidateQueries({ queryKey: supportKeys.feed(ticket.ticketId) });
    }
  }, [status, queryClient, ticket.ticketId]);
  return query;
}

export function ScopingSection({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformTicketRef }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState(false);
  const scoping = useScopingStatus(ticket, ticketRef, started);
  const start = useMutation({
    mutationFn: () => beginScoping(ticketRef),
    onSuccess: (state: ScopingState) => {
      queryClient.setQueryData(supportKeys.scoping(ticket.ticketId), state);
      setStarted(true);
      notify.success(t('support.platform.scopingStarted'));
    },
  });
  const current: ScopingState = scoping.data ?? {
    scopingStatus: ticket.scopingStatus,
    scopingResult: ticket.scopingResult,
  };
  const running = current.scopingStatus === 'InProgress';

  return (
    <PanelSection title={t('support.platform.scoping')}>
      <Stack spacing={1}>
        <Typography variant="body2" role="status">
          {t('support.platform.scopingStatusLine', {
            status: t(`support.platform.scopingStatus.${current.scopingStatus}`),
          })}
        </Typography>
        {running && <LinearProgress aria-label={t('support.platform.scopingRunning')} />}
        {scoping.isError && (
          <Typography variant="body2" color="error">
            {t('support.platform.scopingPollFailed')}
          </Typography>
        )}
        {current.scopingResult && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {current.scopingResult}
          </Typography>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={<PlayArrowIcon />}
          disabled={running}
          loading={start.isPending}
          onClick={() => start.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('support.platform.startScoping')}
        </Button>
      </Stack>
    </PanelSection>
  );
}
