import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list/fact-list';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { useAlert } from './alert-calls';
import { alertTexts } from './alert-texts';

interface Props {
  /** The alert to show (`?alert=<id>`, a notification's link). */
  readonly alertId: string;
  /** Platform staff see whose tenant it is. */
  readonly showTenant?: boolean;
  /** What the screen lets the user do with it (the report's Acknowledge). */
  readonly actions?: (alert: AlertView) => ReactNode;
  readonly onClose: () => void;
}

/**
 * One alert's details (`GET /alerts/{id}`), in a dialog: the rule and merchant, the condition, the
 * value and sample that fired it and the latest evaluation's, when it started and resolved, and who
 * acknowledged it.
 */
export function AlertDetailDialog({ alertId, showTenant = false, actions, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useAlert(alertId);
  const alert = query.data;
  const f = (key: string) => t(`alerts.detail.fields.${key}`);
  const texts = alert ? alertTexts(t, alert) : null;
  const sample = (value: string, count: number) => t('alerts.detail.sample', { value, sample: count });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {alert ? t('alerts.detail.title', { rule: alert.ruleName }) : t('alerts.report.details')}
      </DialogTitle>
      <DialogContent>
        {query.isPending && <Typography>{t('alerts.detail.loading')}</Typography>}
        {query.isError && <Typography role="alert">{t('alerts.detail.failed')}</Typography>}
        {alert && texts && (
          <Stack spacing={1.5}>
            <FactList
              label={t('alerts.detail.title', { rule: alert.ruleName })}
              facts={[
                {
                  label: f('state'),
                  value: <StatusPill value={alert.state} kind="alert" label={texts.state} />,
                },
                { label: f('merchant'), value: alert.merchantName },
                ...(showTenant ? [{ label: f('tenant'), value: alert.tenantName }] : []),
                { label: f('metric'), value: texts.metric },
                {
                  label: f('condition'),
                  value: `${t(`alerts.comparators.${alert.comparator}`)} ${texts.threshold}`,
                },
                { label: f('window'), value: t('alerts.minutes', { count: alert.windowMinutes }) },
                { label: f('mode'), value: t(`alerts.modes.${alert.mode}`) },
                { label: f('fired'), value: sample(texts.firedValue, alert.firedSample) },
                { label: f('latest'), value: sample(texts.lastValue, alert.lastSample) },
                { label: f('started'), value: formatDateTimeSeconds(alert.startedAt) },
                { label: f('resolved'), value: formatDateTimeSeconds(alert.resolvedAt) },
                { label: f('acknowledged'), value: texts.acknowledged || t('alerts.detail.notYet') },
              ]}
            />
            {alert.ruleId === null && (
              <Typography variant="body2" color="text.secondary">
                {t('alerts.detail.ruleDeleted')}
              </Typography>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {alert && actions?.(alert)}
        <Button onClick={onClose}>{t('alerts.detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
