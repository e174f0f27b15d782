import type { AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import type { TFunction } from 'i18next';
import { alertValueText } from '../../../lib/alerts/alert-values';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';

/** An alert's figures as the alert screens write them (the report's rows, its CSV, the details). */
export function alertTexts(t: TFunction, alert: AlertView) {
  const value = (n: number) => alertValueText(t, alert.metric, n);
  const against = (n: number) =>
    t('alerts.against', {
      value: value(n),
      comparator: t(`alerts.comparatorWords.${alert.comparator}`),
      threshold: value(alert.threshold),
    });
  return {
    state: t(`alerts.states.${alert.state}`),
    metric: t(`alerts.metrics.${alert.metric}`, { defaultValue: alert.metric }),
    fired: against(alert.firedValue),
    latest: against(alert.lastValue),
    threshold: value(alert.threshold),
    firedValue: value(alert.firedValue),
    lastValue: value(alert.lastValue),
    acknowledged:
      alert.acknowledgedAt === null
        ? ''
        : t('alerts.acknowledgedBy', {
            name: alert.acknowledgedBy ?? '',
            at: formatDateTimeSeconds(alert.acknowledgedAt),
          }),
  };
}
