import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@paydesk/contracts/support/support.schemas';
import type { TFunction } from 'i18next';
import type { Column, RowExpansion } from '../../../components/data-table/data-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';

const OUTBOX_TONES = { Sent: 'Successful', Failed: 'Failed', Queued: 'Pending', Kept: null } as const;

const subjectOf = (mail: OutboxMail, t: TFunction) => mail.subject ?? t('support.outbox.confidentialSubject');

/** The outbox's columns: recipient, subject, when, status. */
export function outboxColumns(t: TFunction): Column<OutboxMail>[] {
  return [
    { key: 'to', header: t('support.outbox.columns.to'), cell: (mail) => mail.to },
    { key: 'subject', header: t('support.outbox.columns.subject'), cell: (mail) => subjectOf(mail, t) },
    {
      key: 'created',
      header: t('support.outbox.columns.created'),
      cell: (mail) => formatDateTime(mail.createdOn),
    },
    {
      key: 'status',
      header: t('support.outbox.columns.status'),
      // Sent reads as success and Failed as failure; Kept (no SMTP configured) is neutral.
      cell: (mail) => (
        <StatusPill
          value={OUTBOX_TONES[mail.status] ?? mail.status}
          label={t(`support.outbox.statuses.${mail.status}`)}
        />
      ),
    },
  ];
}

/** Expanding a mail's row shows its body as sent (plain text), and the error of a failed send. */
export function outboxBody(t: TFunction): RowExpansion<OutboxMail> {
  return {
    toggleLabel: (mail) => t('support.outbox.expand', { to: mail.to, subject: subjectOf(mail, t) }),
    detail: (mail) => (
      <>
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', my: 2, overflowWrap: 'anywhere' }}
        >
          {mail.bodyText ?? t('support.outbox.confidentialBody')}
        </Typography>
        {mail.error && (
          <Typography color="error" sx={{ mb: 2 }}>
            {t('support.outbox.error', { error: mail.error })}
          </Typography>
        )}
      </>
    ),
  };
}
