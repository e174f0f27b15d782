import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-format';

const SEVERITY = {
  Draft: 'info',
  Submitted: 'info',
  ChangesRequested: 'warning',
  Approved: 'success',
} as const;

/**
 * Where the form stands: a draft (editable), submitted (read-only while the tenant reviews it),
 * changes requested (with the tenant's note; editable again) or approved (read-only).
 */
export function PrecheckStatusBanner({ form }: { form: PrecheckForm }) {
  const { t } = useTranslation();
  const date = formatDateTime(form.status === 'Submitted' ? form.submittedAt : form.reviewedAt);
  return (
    <Alert severity={SEVERITY[form.status]} data-testid="precheck-status">
      <AlertTitle>{t(`onboarding.precheck.status.${form.status}.title`)}</AlertTitle>
      {t(`onboarding.precheck.status.${form.status}.body`, { date })}
      {form.status === 'ChangesRequested' && form.reviewNote && (
        <blockquote style={{ margin: '8px 0 0', whiteSpace: 'pre-wrap' }}>{form.reviewNote}</blockquote>
      )}
    </Alert>
  );
}
