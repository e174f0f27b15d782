import Alert from '@mui/material/Alert';
import {
  STATUS_CHANGE_ACTIONS,
  type StatusChangeAction,
} from '@paydesk/contracts/transactions/transaction.model';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { ReasonField } from '../../../components/forms/text/reason-field';
import { useErrorMessage } from '../../../lib/http/use-error-message';
import { useDecisionReasons } from '../../../lib/transactions/action-reasons';

export interface ChangeState {
  readonly actionType: StatusChangeAction | '';
  readonly declineReason: string;
  readonly comment: string;
}

interface Props {
  readonly value: ChangeState;
  readonly onChange: (patch: Partial<ChangeState>) => void;
  readonly errors: Readonly<Record<string, string | undefined>>;
  readonly disabled: boolean;
}

/**
 * The change a bulk update makes: the status-change action (as the single status change offers
 * it), a decline reason from the reasons looked up with status Declined (spec §4) when declining,
 * and the comment the audit keeps.
 */
export function BulkUpdateFields({ value, onChange, errors, disabled }: Props) {
  const { t } = useTranslation();
  const c = (key: string) => t(`transactionJobs.bulkUpdate.${key}`);
  const declining = value.actionType === 'Decline';
  return (
    <>
      <OptionSelect
        name="actionType"
        label={c('actionType')}
        value={value.actionType}
        onChange={(actionType) => onChange({ actionType: actionType as StatusChangeAction | '' })}
        options={STATUS_CHANGE_ACTIONS.map((a) => ({ value: a, label: t(`transactionJobs.action.${a}`) }))}
        error={errors.actionType}
        disabled={disabled}
        required
      />
      {declining && (
        <DeclineReasonSelect
          value={value.declineReason}
          onChange={(declineReason) => onChange({ declineReason })}
          error={errors.declineReason}
          disabled={disabled}
        />
      )}
      <ReasonField
        name="comment"
        label={c('comment')}
        value={value.comment}
        onChange={(comment) => onChange({ comment })}
        error={errors.comment}
        disabled={disabled}
        required
      />
    </>
  );
}

function DeclineReasonSelect({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const reasons = useDecisionReasons('decline');
  const failed = useErrorMessage(reasons.error);
  return (
    <>
      {reasons.isError && (
        <Alert severity="error">{t('transactionJobs.bulkUpdate.reasonsFailed', { message: failed })}</Alert>
      )}
      <OptionSelect
        name="declineReason"
        label={t('transactionJobs.bulkUpdate.declineReason')}
        value={value}
        onChange={onChange}
        // The job stores the reason's text, as the single status change sends it.
        options={(reasons.data ?? []).map((r) => ({ value: r.name, label: r.name }))}
        error={error}
        disabled={disabled || !reasons.isSuccess}
        required
      />
    </>
  );
}
