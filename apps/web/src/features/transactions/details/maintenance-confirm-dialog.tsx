import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { ActionDialogShell } from '../actions/action-dialog-shell';
import { useMaintenanceChange } from './use-maintenance-change';

interface Props {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
  readonly successMessage: string;
  /** A required reason (deallocate); its text is passed to `run`. */
  readonly reasonLabel?: string;
  readonly run: (reason: string) => Promise<unknown>;
  readonly onClose: () => void;
}

/** "Are you sure?" for a maintenance change, with an optional required reason. */
export function MaintenanceConfirmDialog({
  title,
  body,
  confirmLabel,
  successMessage,
  reasonLabel,
  run,
  onClose,
}: Props) {
  const [reason, setReason] = useState('');
  const change = useMaintenanceChange(run, successMessage, onClose);
  const canSubmit = !reasonLabel || reason.trim().length > 0;
  return (
    <ActionDialogShell
      title={title}
      submitLabel={confirmLabel}
      canSubmit={canSubmit}
      sending={change.sending}
      refusal={change.refusal}
      onSubmit={() => change.submit(reason.trim())}
      onClose={onClose}
    >
      <Typography>{body}</Typography>
      {reasonLabel && (
        <ReasonField
          name="reason"
          label={reasonLabel}
          value={reason}
          onChange={setReason}
          required
          error={change.fieldErrors.reason}
        />
      )}
    </ActionDialogShell>
  );
}
