import type { BulkAction } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { BulkJob } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { callEndpoint } from '../../../lib/api/api-client';
import { type BulkActionArea, jobPathOf, startBulkActionOf } from '../../../lib/transaction-jobs/job-areas';
import { jobKeys } from '../../../lib/transaction-jobs/job-query-keys';
import { jobStartFailureOf } from '../api/field-errors';
import { ConfirmJobDialog } from '../components/confirm-job-dialog';

interface Props {
  readonly area: BulkActionArea;
  readonly action: BulkAction;
  readonly transactionIds: readonly string[];
  /** The job was queued (e.g. to clear the selection). */
  readonly onStarted: () => void;
  readonly onClose: () => void;
}

/**
 * Confirms a bulk action on the selected transactions, with an optional reason, and queues it.
 * The Idempotency-Key is made when the dialog opens, so a double click or a retry after a network
 * failure queues one job. Once queued, the job opens on the bulk actions screen with its progress.
 */
export function BulkActionDialog({ area, action, transactionIds, onStarted, onClose }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = useRef(crypto.randomUUID());
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const label = t(`transactionJobs.action.${action}`);
  const count = transactionIds.length;

  const start = useMutation({
    mutationFn: () =>
      callEndpoint(startBulkActionOf(area), {
        body: {
          action,
          transactionIds: [...transactionIds],
          ...(reason.trim() && { reason: reason.trim() }),
        },
        headers: { 'Idempotency-Key': key.current },
      }) as Promise<BulkJob>,
    meta: { silentError: true },
    onMutate: () => setFailure(null),
    onSuccess: async (job) => {
      notify.success(t('transactionJobs.bulkActions.started'));
      // Navigate first: clearing the selection unmounts this dialog.
      navigate(jobPathOf(area, job.id));
      onStarted();
      await queryClient.invalidateQueries({ queryKey: jobKeys.area(area) });
    },
    onError: async (error) => {
      setFailure(await jobStartFailureOf(error));
    },
  });

  return (
    <ConfirmJobDialog
      title={t('transactionJobs.bulkActions.confirmTitle', { action: label, count })}
      text={t('transactionJobs.bulkActions.confirmText', { action: label, count })}
      note={t('transactionJobs.bulkActions.confirmNote')}
      confirmLabel={t('transactionJobs.bulkActions.start')}
      backLabel={t('transactionJobs.bulkActions.cancel')}
      sending={start.isPending}
      failure={failure}
      onConfirm={() => !start.isPending && start.mutate()}
      onClose={onClose}
    >
      <ReasonField
        name="reason"
        label={t('transactionJobs.bulkActions.reason')}
        value={reason}
        onChange={setReason}
        disabled={start.isPending}
      />
    </ConfirmJobDialog>
  );
}
