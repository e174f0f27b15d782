import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { TransactionRef } from '../api/detail-queries';
import { AccountingTab } from './tabs/accounting-tab';
import { AlertsTab } from './tabs/alerts-tab';
import { ApiLogsTab } from './tabs/api-logs-tab';
import { CascadingTab } from './tabs/cascading-tab';
import { DetailsTab } from './tabs/details-tab';
import { EventsTab } from './tabs/events-tab';
import { FeesTab } from './tabs/fees-tab';
import { RelatedTab } from './tabs/related-tab';
import { RelationshipsTab } from './tabs/relationships-tab';
import { SmartRoutingTab } from './tabs/smart-routing-tab';
import { WebhooksTab } from './tabs/webhooks-tab';

type TabProps = { transactionRef: TransactionRef };

const TABS: readonly (readonly [id: string, Panel: ComponentType<TabProps>])[] = [
  ['details', DetailsTab],
  ['events', EventsTab],
  ['related', RelatedTab],
  ['apiLogs', ApiLogsTab],
  ['smartRouting', SmartRoutingTab],
  ['cascading', CascadingTab],
  ['fees', FeesTab],
  ['alerts', AlertsTab],
  ['accounting', AccountingTab],
  ['webhooks', WebhooksTab],
  ['relationships', RelationshipsTab],
];

/**
 * The details tabs. Only the open tab is mounted, so each tab's call is made when it is first
 * opened. The open tab is kept in the URL (`?tab=events`), so a link or a reload opens it again.
 */
export function DetailTabs({ transactionRef }: TabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const asked = params.get('tab');
  const current = TABS.find(([id]) => id === asked) ?? TABS[0]!;
  const [currentId, Panel] = current;
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === TABS[0]![0]) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      // The location's state (the lookup to go back to) stays with the entry.
      { replace: true, state: location.state },
    );
  return (
    <Box>
      <Tabs
        value={currentId}
        onChange={(_, id: string) => select(id)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('transactionDetails.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(([id]) => (
          <Tab
            key={id}
            value={id}
            label={t(`transactionDetails.tabs.${id}`)}
            id={`transaction-tab-${id}`}
            aria-controls={`transaction-panel-${id}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`transaction-panel-${currentId}`}
        aria-labelledby={`transaction-tab-${currentId}`}
        sx={{ pt: 2 }}
      >
        <Panel transactionRef={transactionRef} />
      </Box>
    </Box>
  );
}
