import Typography from '@mui/material/Typography';
import { WEBHOOK_STATUS_RULES } from '@paydesk/contracts/transaction-webhooks/webhook-reports.schemas';
import { useTranslation } from 'react-i18next';
import { ReportSection } from '../components/report-section';

/**
 * How an endpoint's status is derived, in the contract's own figures (WEBHOOK_STATUS_RULES), so the
 * explanation cannot drift from the rule the server applies.
 */
export function DestinationStatusRules() {
  const { t } = useTranslation();
  const r = WEBHOOK_STATUS_RULES;
  const rule = (key: string, values: Record<string, number> = {}) =>
    t(`reports.webhooks.destinationStatus.rules.${key}`, values);
  const lines = [
    rule('notConfigured'),
    rule('delivering', { rate: Math.round(r.deliveringRate * 100), window: r.window }),
    rule('notDelivering', { streak: r.failureStreak, minutes: r.waitingMinutes }),
    rule('configured', { hours: r.idleHours }),
    rule('failing', { days: r.failingDays }),
  ];
  return (
    <ReportSection title={t('reports.webhooks.destinationStatus.rulesTitle')}>
      <Typography component="ul" variant="body2" sx={{ m: 0, px: 4, pb: 2, pt: 1 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Typography>
    </ReportSection>
  );
}
