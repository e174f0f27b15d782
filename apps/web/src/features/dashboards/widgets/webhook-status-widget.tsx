import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../../components/load-state/no-data';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import type { PayloadRow } from '../model/widget-payload';
import type { WidgetBodyProps } from './widget-body';

/** Spec §4 WEBHOOK_STATUS, worst first: what needs looking at comes to the top. */
const ORDER = ['NotDelivering', 'Configured', 'Delivering', 'NotConfigured'];

function rank(row: PayloadRow): number {
  const index = ORDER.indexOf(String(row.status));
  return index === -1 ? ORDER.length : index;
}

/**
 * WEBHOOK_STATUS (spec §4: NotConfigured, Configured, Delivering, NotDelivering): whether each
 * merchant's webhooks are arriving (a merchant sees its own), with the last delivery and the
 * failures of the last 24 hours.
 */
export function WebhookStatusWidget({ payload }: WidgetBodyProps) {
  const { t } = useTranslation();
  const rows = [...payload.rows]
    .filter((row) => typeof row.status === 'string')
    .sort((a, b) => rank(a) - rank(b));
  if (rows.length === 0) return <NoData />;
  const single = rows.length === 1;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={String(row.merchantId ?? row.merchantName)}
          sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {single ? null : <Typography variant="subtitle2">{String(row.merchantName ?? '')}</Typography>}
            <StatusPill value={String(row.status)} kind="webhook" size={single ? 'medium' : 'small'} />
          </Box>
          {typeof row.lastDeliveryAt === 'string' ? (
            <Typography variant="body2">
              {t('dashboards.widget.lastDelivery', { when: formatRelativeTime(row.lastDeliveryAt) })}
            </Typography>
          ) : null}
          {typeof row.failed === 'number' && row.failed > 0 ? (
            <Typography variant="body2" color="error">
              {t('dashboards.widget.failedDeliveries', { count: row.failed })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
