import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketSummary } from '@paydesk/contracts/support/support.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTicketList } from '../api/ticket-list-queries';
import { type SupportArea, ticketPath } from '../model/support-area';
import { rememberTicketCrumbs } from '../model/ticket-crumbs';
import { readListState, toListRequest } from '../model/ticket-list-params';
import { CategoryPill, TicketStatusPill } from '../shared/ticket-pills';
import { TimeAgo } from '../shared/time-ago';

const RECENT_COUNT = 10;

function recentRequest(area: SupportArea, channel: TicketSummary['channelType'] | null) {
  const state = readListState(new URLSearchParams(), area);
  return toListRequest({ ...state, ticketChannelType: channel, pageSize: RECENT_COUNT });
}

/**
 * The ten most recently active tickets. Tenant staff have two lists (their merchants' tickets and
 * their own to the platform); both are read and merged.
 */
function useRecentTickets(area: SupportArea) {
  const tenant = area === 'tenant';
  const first = useTicketList(area, recentRequest(area, tenant ? 'CustomerToTenantTicketChannel' : null));
  const second = useTicketList(area, recentRequest(area, 'TenantToPlatformTicketChannel'), tenant);
  const pages = tenant ? [first, second] : [first];
  const tickets = pages
    .flatMap((q) => q.data?.data ?? [])
    .sort((a, b) => Date.parse(b.lastActivityOn) - Date.parse(a.lastActivityOn))
    .slice(0, RECENT_COUNT);
  return {
    tickets,
    isPending: pages.some((q) => q.isPending),
    isError: pages.some((q) => q.isError),
  };
}

function RecentTicket({ area, ticket }: { area: SupportArea; ticket: TicketSummary }) {
  const { t } = useTranslation();
  const path = ticketPath(area, ticket);
  // A list holds list items only: the row's link sits inside its <li>.
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={path}
        onClick={() => rememberTicketCrumbs(area, path, ticket, t)}
      >
        {/* On a phone the pills and the time go below the subject, which keeps the row's width. */}
        <Box
          sx={{
            display: 'grid',
            width: '100%',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
            gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
            gridTemplateAreas: { xs: '"number subject" "meta meta"', sm: '"number subject meta"' },
          }}
        >
          <Typography color="text.secondary" sx={{ gridArea: 'number', minWidth: 64 }}>
            {t('support.ticketNumber', { number: ticket.ticketNumber })}
          </Typography>
          <Badge
            color="primary"
            badgeContent={ticket.unreadCount}
            sx={{ gridArea: 'subject', minWidth: 0, maxWidth: '100%', justifySelf: 'start' }}
          >
            <Typography noWrap sx={{ fontWeight: ticket.unreadCount > 0 ? 700 : 400, pr: 2 }}>
              {ticket.subject}
            </Typography>
          </Badge>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{
              gridArea: 'meta',
              alignItems: 'center',
              flexWrap: 'wrap',
              justifyContent: { xs: 'flex-start', sm: 'flex-end' },
            }}
          >
            <CategoryPill category={ticket.category} />
            <TicketStatusPill status={ticket.status} />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto', textAlign: 'right' }}>
              <TimeAgo value={ticket.lastActivityOn} />
            </Typography>
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

export function RecentTickets({ area }: { area: SupportArea }) {
  const { t } = useTranslation();
  const { tickets, isPending, isError } = useRecentTickets(area);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-tickets-heading">
      <Typography id="recent-tickets-heading" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        {t('support.home.recent')}
      </Typography>
      {isPending && <LinearProgress aria-label={t('support.loading')} sx={{ m: 2 }} />}
      {isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('support.list.loadFailed')}
        </Alert>
      )}
      {!isPending && !isError && tickets.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t(`support.home.recentEmpty.${area}`)}
        </Typography>
      )}
      {tickets.length > 0 && (
        <List aria-labelledby="recent-tickets-heading">
          {tickets.map((ticket) => (
            <RecentTicket key={ticket.ticketId} area={area} ticket={ticket} />
          ))}
        </List>
      )}
    </Paper>
  );
}
