import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@paydesk/contracts/support/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';

const OUTBOX_TONES = { Sent: 'Successful', Failed: 'Failed', Queued: 'Pending', Kept: null } as const;

/** One mail of the outbox; expanding the row shows its body as sent (plain text). */
export function MailOutboxRow({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const bodyId = `outbox-body-${mail.id}`;
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 0 : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t('support.outbox.expand', {
              to: mail.to,
              subject: mail.subject ?? t('support.outbox.confidentialSubject'),
            })}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell>{mail.to}</TableCell>
        <TableCell>{mail.subject ?? t('support.outbox.confidentialSubject')}</TableCell>
        <TableCell>{formatDateTime(mail.createdOn)}</TableCell>
        <TableCell>
          {/* Sent reads as success and Failed as failure; Kept (no SMTP configured) is neutral. */}
          <StatusPill
            value={OUTBOX_TONES[mail.status] ?? mail.status}
            label={t(`support.outbox.statuses.${mail.status}`)}
          />
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Typography
              id={bodyId}
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
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
