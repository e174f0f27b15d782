import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TransactionEvent } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table/data-table';
import { FactList } from '../../../../components/fact-list/fact-list';
import { formatDateTimeSeconds } from '../../../../lib/format/date-format';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import { fetchWebhooks, maintenanceAccess } from '../../api/detail-maintenance-calls';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchEvents } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { ResendWebhookDialog } from '../resend-webhook-dialog';
import { TabState } from '../tab-state';
import { WebhookDeliveriesTable } from '../webhook-deliveries-table';

const heading = { fontSize: '1rem', fontWeight: 600, mb: 1 } as const;

/**
 * The merchant's webhook endpoint and its status (spec §3), the events with a resend each, and
 * the deliveries. Resending needs the actions (or resend-webhooks) permission and an endpoint.
 */
export function WebhooksTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mayResend = maintenanceAccess(user, transactionRef.area).resendWebhook;
  const webhooks = useTabQuery(transactionRef, 'webhooks', fetchWebhooks);
  const events = useTabQuery(transactionRef, 'events', fetchEvents);
  const [resending, setResending] = useState<TransactionEvent | null>(null);
  const w = (key: string) => t(`transactionDetails.webhooks.${key}`);
  return (
    <TabState query={webhooks} empty={null}>
      {({ webhookStatus, endpointUrl, deliveries }) => (
        <Stack spacing={3}>
          <FactList
            label={w('endpoint')}
            facts={[
              { label: w('endpoint'), value: endpointUrl ?? w('noEndpoint') },
              { label: w('status'), value: t(`transactionDetails.webhookStatuses.${webhookStatus}`) },
            ]}
          />
          <section>
            <Typography variant="h3" sx={heading}>
              {w('eventsHeading')}
            </Typography>
            <TabState query={events} empty={t('transactionDetails.empty.events')}>
              {(rows) => (
                <DataTable
                  label={w('eventsHeading')}
                  rows={rows}
                  rowKey={(e) => e.id}
                  columns={[
                    {
                      key: 'time',
                      header: t('transactionDetails.columns.time'),
                      cell: (e) => formatDateTimeSeconds(e.createdAt),
                    },
                    { key: 'type', header: t('transactionDetails.columns.type'), cell: (e) => e.type },
                    {
                      key: 'webhook',
                      header: t('transactionDetails.columns.webhook'),
                      cell: (e) => t(`transactionDetails.webhookStatuses.${e.webhookStatus}`),
                    },
                    {
                      key: 'actions',
                      header: w('columns.actions'),
                      cell: (e) => (
                        <Button
                          size="small"
                          disabled={!mayResend || endpointUrl === null}
                          title={mayResend ? undefined : w('notAllowed')}
                          aria-label={t('transactionDetails.webhooks.resendNamed', { type: e.type })}
                          onClick={() => setResending(e)}
                        >
                          {w('resend')}
                        </Button>
                      ),
                    },
                  ]}
                />
              )}
            </TabState>
          </section>
          <section>
            <Typography variant="h3" sx={heading}>
              {w('deliveriesHeading')}
            </Typography>
            {deliveries.length === 0 ? (
              <Typography color="text.secondary">{w('noDeliveries')}</Typography>
            ) : (
              <WebhookDeliveriesTable deliveries={deliveries} />
            )}
          </section>
          {resending && endpointUrl && (
            <ResendWebhookDialog
              transactionRef={transactionRef}
              event={resending}
              endpointUrl={endpointUrl}
              onClose={() => setResending(null)}
            />
          )}
        </Stack>
      )}
    </TabState>
  );
}
