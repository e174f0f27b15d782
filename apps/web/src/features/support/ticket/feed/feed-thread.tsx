import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../../components/load-state/retry-alert';
import { useTicketFeed } from '../../api/ticket-queries';
import { type TicketRef, uploadTenantOf } from '../../api/ticket-ref';
import { personName } from '../../shared/person-name';
import { TimeAgo } from '../../shared/time-ago';
import { FeedItemView, reopeningIds } from './feed-item-view';

/** The ticket's opening description: where the conversation starts. */
function OpeningDescription({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const author = personName(ticket.createdBy) ?? t('support.feed.someone');
  return (
    <Paper component="article" variant="outlined" aria-label={t('support.detail.description')} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{author}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('support.detail.openedTheTicket')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto !important' }}>
          <TimeAgo value={ticket.createdOn} />
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
        {ticket.description}
      </Typography>
    </Paper>
  );
}

/**
 * Spec §2 "Support feed thread": the opening description, then the feed items oldest first. The
 * latest page of 50 is shown; "Load older items" reaches further back.
 */
export function FeedThread({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const [olderPages, setOlderPages] = useState(0);
  const feed = useTicketFeed(ticketRef, olderPages);
  const tenantId = uploadTenantOf(ticketRef);
  const reopenings = useMemo(
    () => reopeningIds(feed.data?.items ?? [], (feed.data?.firstPageIndex ?? 0) > 0),
    [feed.data],
  );
  return (
    <Stack component="section" aria-labelledby="feed-heading" spacing={1.5}>
      <Typography id="feed-heading" variant="h6" component="h2">
        {t('support.feed.heading')}
      </Typography>
      <OpeningDescription ticket={ticket} />
      {feed.data && feed.data.firstPageIndex > 0 && (
        <Button
          onClick={() => setOlderPages((n) => n + 1)}
          disabled={feed.isFetching}
          sx={{ alignSelf: 'center' }}
        >
          {t('support.feed.loadOlder')}
        </Button>
      )}
      {feed.isPending && <LinearProgress aria-label={t('support.loading')} />}
      {feed.isError && (
        <RetryAlert retryLabel={t('support.retry')} onRetry={() => void feed.refetch()}>
          {t('support.feed.loadFailed')}
        </RetryAlert>
      )}
      {feed.data?.items.map((item) => (
        <FeedItemView
          key={item.feedItemId}
          item={item}
          tenantId={tenantId}
          reopened={reopenings.has(item.feedItemId)}
        />
      ))}
    </Stack>
  );
}
