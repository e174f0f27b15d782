import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { readDynamicBreadcrumbs } from '../../../shell/navigation/dynamic-breadcrumbs';
import { useTicket } from '../api/ticket-queries';
import type { TicketRef } from '../api/ticket-ref';
import { type SupportArea, ticketListPath } from '../model/support-area';
import { rememberTicketCrumbs } from '../model/ticket-crumbs';
import { CommentBox } from './comment-box';
import { FeedThread } from './feed/feed-thread';
import { TicketSidePanel } from './side-panel/ticket-side-panel';
import { TicketHeader } from './ticket-header';
import { ticketViewer } from './ticket-viewer';
import { useMarkFeedRead } from './use-mark-feed-read';

/**
 * Keeps the breadcrumbs naming the ticket, also when it was opened from a pasted link: the crumbs
 * are stored once the ticket is known, and the page is re-entered in place (same address, replace)
 * so the toolbar reads them.
 */
function useTicketCrumbs(area: SupportArea, ticket: { ticketNumber: number; subject: string } | undefined) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const number = ticket?.ticketNumber;
  const subject = ticket?.subject;
  useEffect(() => {
    if (number === undefined || subject === undefined) return;
    const before = JSON.stringify(readDynamicBreadcrumbs(location.pathname));
    rememberTicketCrumbs(area, location.pathname, { ticketNumber: number, subject }, t);
    if (JSON.stringify(readDynamicBreadcrumbs(location.pathname)) !== before) {
      void navigate(location, { replace: true, state: location.state });
    }
  }, [area, number, subject, location, navigate, t]);
}

/** A ticket: its header, the conversation with the reply box, and the side panel of changes. */
export function TicketDetailPage({ area, ticketRef }: { area: SupportArea; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const ticket = useTicket(ticketRef);
  useMarkFeedRead(ticketRef, ticket.data);
  useTicketCrumbs(area, ticket.data);
  const viewer = useMemo(
    () => (ticket.data ? ticketViewer(area, ticketRef, ticket.data) : null),
    [area, ticketRef, ticket.data],
  );

  const back = (
    <Button
      component={RouterLink}
      to={ticketListPath(area)}
      startIcon={<ArrowBackIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('support.detail.back')}
    </Button>
  );
  if (ticket.isPending) return <LinearProgress aria-label={t('support.loading')} />;
  if (ticket.isError || !viewer) {
    const notFound = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? t('support.detail.notFound') : t('support.detail.loadFailed')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {back}
      <TicketHeader ticket={ticket.data} />
      <Grid container spacing={3}>
        {/* Side by side from md; below, the side panel follows the conversation. */}
        <Grid size={{ xs: 12, md: 8 }} sx={{ minWidth: 0 }}>
          <Stack spacing={2}>
            <FeedThread ticket={ticket.data} ticketRef={ticketRef} />
            {/* Keyed by the ticket: another ticket's reply box starts from that ticket's own draft. */}
            <CommentBox key={ticket.data.ticketId} ticket={ticket.data} ticketRef={ticketRef} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ minWidth: 0 }}>
          <TicketSidePanel ticket={ticket.data} viewer={viewer} />
        </Grid>
      </Grid>
    </Stack>
  );
}
