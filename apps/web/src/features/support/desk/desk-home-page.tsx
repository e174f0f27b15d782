import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { type SupportArea, ticketListPath } from '../model/support-area';
import { LabelsButton } from '../shared/labels-button';
import { NewTicketButton } from '../shared/new-ticket-button';
import { MailOutbox } from './mail-outbox';
import { QueueCounters } from './queue-counters';
import { RecentTickets } from './recent-tickets';

type HomeTab = 'tickets' | 'outbox';

/**
 * The support desk's home (merchant/support, tenant/support, platform/support): the queues at a
 * glance, the latest tickets, and for platform staff the mail the desk has sent. The tab is in the
 * URL so a link can open the outbox.
 */
export function DeskHomePage({ area }: { area: SupportArea }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: HomeTab = area === 'platform' && params.get('tab') === 'outbox' ? 'outbox' : 'tickets';

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t(`support.home.heading.${area}`)}
        </Typography>
        <Button component={RouterLink} to={ticketListPath(area)}>
          {t('support.home.allTickets')}
        </Button>
        <LabelsButton />
        <NewTicketButton />
      </Stack>
      {area === 'platform' && (
        <Tabs
          value={tab}
          onChange={(_, next: HomeTab) => setParams(next === 'outbox' ? { tab: 'outbox' } : {})}
          aria-label={t('support.home.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="tickets" label={t('support.home.tabs.tickets')} />
          <Tab value="outbox" label={t('support.home.tabs.outbox')} />
        </Tabs>
      )}
      {tab === 'tickets' ? (
        // One column that may shrink below its content: a long subject must not widen the page.
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
          <QueueCounters area={area} />
          <RecentTickets area={area} />
        </Box>
      ) : (
        <MailOutbox />
      )}
    </Stack>
  );
}
