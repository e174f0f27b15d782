import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTicketList } from '../api/ticket-list-queries';
import { isOperatorArea, type SupportArea, ticketListPath } from '../model/support-area';
import { listLink, readListState, type TicketListState, toListRequest } from '../model/ticket-list-params';

export type QueueName = 'open' | 'unread' | 'assignedToMe' | 'highPriority';

/** The filters behind each counter; the counter links to the list with the same filters. */
export const QUEUE_FILTERS: Record<QueueName, Partial<TicketListState>> = {
  open: { status: ['Opened'] },
  unread: { unreadOnly: true },
  assignedToMe: { status: ['Opened'], assignee: 'me' },
  highPriority: { status: ['Opened'], priority: ['High'] },
};

/** Tenant staff's queues are their merchants' tickets, the ones they answer. */
function queueFilters(area: SupportArea, queue: QueueName): Partial<TicketListState> {
  return area === 'tenant'
    ? { ...QUEUE_FILTERS[queue], ticketChannelType: 'CustomerToTenantTicketChannel' }
    : QUEUE_FILTERS[queue];
}

function QueueCounter({ area, queue }: { area: SupportArea; queue: QueueName }) {
  const { t } = useTranslation();
  const filters = queueFilters(area, queue);
  // One row is enough: the counter needs the page's total count only.
  const state = { ...readListState(new URLSearchParams(), area), ...filters, pageSize: 1 };
  const { data, isPending, isError } = useTicketList(area, toListRequest(state));
  const name = t(`support.home.counters.${queue}`);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`${ticketListPath(area)}${listLink(filters)}`}
        aria-label={t('support.home.counterLink', { name, count: data?.count ?? 0 })}
        // The name comes first in the page and is drawn under the count, so the link's text reads
        // as its accessible name does ("Open: 3 tickets"; WCAG 2.5.3, label in name).
        sx={{
          p: 2,
          height: '100%',
          display: 'flex',
          flexDirection: 'column-reverse',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
        }}
      >
        <Typography color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {name}
        </Typography>
        {/* Keeps the two words apart in the link's text ("Open 3", not "Open3"). */}{' '}
        <Typography variant="h4" component="p">
          {isPending ? <Skeleton width={48} /> : isError ? '–' : data.count}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The desk's queue counters: Open, Unread, Assigned to me (operators) and High priority. */
export function QueueCounters({ area }: { area: SupportArea }) {
  const queues: QueueName[] = isOperatorArea(area)
    ? ['open', 'unread', 'assignedToMe', 'highPriority']
    : ['open', 'unread', 'highPriority'];
  return (
    <Grid container spacing={2} component="section">
      {queues.map((queue) => (
        // Two to a row on a phone, four on a wide screen.
        <Grid key={queue} size={{ xs: 6, md: 3 }} sx={{ minWidth: 0 }}>
          <QueueCounter area={area} queue={queue} />
        </Grid>
      ))}
    </Grid>
  );
}
