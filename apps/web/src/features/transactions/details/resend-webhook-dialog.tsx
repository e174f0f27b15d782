import { WEBHOOK_DELIVERY } from '@paydesk/contracts/transaction-webhooks/transaction-webhooks.schemas';
import type { TransactionEvent } from '@paydesk/contracts/transactions/transaction.schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resendWebhook } from '../api/detail-maintenance-calls';
import type { TransactionRef } from '../api/detail-queries';
import { MaintenanceConfirmDialog } from './maintenance-confirm-dialog';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly event: TransactionEvent;
  readonly endpointUrl: string;
  readonly onClose: () => void;
}

/** Confirms a resend; one Idempotency-Key per dialog, so a double click queues one delivery. */
export function ResendWebhookDialog({ transactionRef, event, endpointUrl, onClose }: Props) {
  const { t } = useTranslation();
  const key = useRef(crypto.randomUUID());
  return (
    <MaintenanceConfirmDialog
      title={t('transactionDetails.webhooks.resendTitle')}
      body={t('transactionDetails.webhooks.resendBody', {
        type: event.type,
        url: endpointUrl,
        max: WEBHOOK_DELIVERY.maxAttempts,
      })}
      confirmLabel={t('transactionDetails.webhooks.resendConfirm')}
      successMessage={t('transactionDetails.webhooks.queued')}
      run={() => resendWebhook(transactionRef, event.id, key.current)}
      onClose={onClose}
    />
  );
}
