import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import type { WebhookResendRequest } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { callEndpoint } from '../../../lib/api/api-client';
import { startWebhookResendOf, type WebhookResendArea } from '../../../lib/transaction-jobs/job-areas';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import { jobStartFailureOf } from '../api/field-errors';
import { ConfirmJobDialog } from '../components/confirm-job-dialog';

interface Props {
  readonly area: WebhookResendArea;
  /** The chosen deliveries, or every delivery the filter matches. */
  readonly request: WebhookResendRequest;
  /** How many deliveries that is, as the user was shown. */
  readonly count: number;
  readonly onStarted: (job: BulkJob) => void;
  readonly onClose: () => void;
}

/**
 * Confirms a bulk resend, saying how many deliveries it covers, and queues it. The Idempotency-Key
 * is made when the dialog opens, so a double click or a retry after a network failure queues one
 * job. A 400 shows the server's field message (e.g. a filter matching too many events).
 */
export function ResendDialog({ area, request, count, onStarted, onClose }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = useRef(crypto.randomUUID());
  const [failure, setFailure] = useState<string | null>(null);
  const all = request.filter !== undefined;
  const r = (name: string) => t(`reports.webhooks.resend.${name}`, { count });

  const start = useMutation({
    mutationFn: () =>
      callEndpoint(startWebhookResendOf(area), {
        body: request,
        headers: { 'Idempotency-Key': key.current },
      }) as Promise<BulkJob>,
    meta: { silentError: true },
    onMutate: () => setFailure(null),
    onSuccess: async (job) => {
      notify.success(t('reports.webhooks.resend.started'));
      onStarted(job);
      await queryClient.invalidateQueries({ queryKey: jobKeys.area(area) });
    },
    onError: async (error) => {
      setFailure(await jobStartFailureOf(error));
    },
  });

  return (
    <ConfirmJobDialog
      title={r(all ? 'confirmAllTitle' : 'confirmSelectedTitle')}
      text={r(all ? 'confirmAll' : 'confirmSelected')}
      note={r('note')}
      confirmLabel={r('confirm')}
      backLabel={r('back')}
      sending={start.isPending}
      failure={failure}
      onConfirm={() => !start.isPending && start.mutate()}
      onClose={onClose}
    />
  );
}
