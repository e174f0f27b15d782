import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VirtualTerminalResult } from '@paydesk/contracts/virtual-terminal/virtual-terminal.schemas';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { transactionPath } from '../../../lib/transactions/detail-ref';
import { moneyDisplay } from '../../../lib/transactions/money-display';
import type { VtArea } from '../api/vt-calls';

/** The processor's answer: approved, declined with its reason, failed, or pending; and what next. */
export function VtResultPanel({
  area,
  result,
  onNewPayment,
}: {
  area: VtArea;
  result: VirtualTerminalResult;
  onNewPayment: () => void;
}) {
  const { t } = useTranslation();
  const severity =
    result.status === 'Captured' || result.status === 'Approved'
      ? 'success'
      : result.status === 'Pending'
        ? 'info'
        : 'error';
  const titleKey = (['Approved', 'Captured', 'Declined', 'Failed', 'Pending'] as const).find(
    (s) => s === result.status,
  );
  return (
    <Stack spacing={2} aria-live="polite">
      <Alert severity={severity} role="status">
        <AlertTitle>{t(`virtualTerminal.result.${titleKey ?? 'Failed'}`)}</AlertTitle>
        <Typography>
          {t('virtualTerminal.result.summary', {
            amount: moneyDisplay(result.amount, result.currency),
            card: `${result.cardBrand} ${result.cardMasked}`,
          })}
        </Typography>
        <Typography>{t('virtualTerminal.result.reference', { reference: result.externalId })}</Typography>
        {result.declineReason && (
          <Typography>
            {t('virtualTerminal.result.reason', { reason: result.declineReason, code: result.responseCode })}
          </Typography>
        )}
        {result.status === 'Pending' && <Typography>{t('virtualTerminal.result.pendingHint')}</Typography>}
        {result.status === 'Approved' && (
          <Typography>{t('virtualTerminal.result.authorisedHint')}</Typography>
        )}
      </Alert>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Link component={RouterLink} to={transactionPath(area, result.transactionId)}>
          {t('virtualTerminal.result.openTransaction')}
        </Link>
        <Button variant="contained" onClick={onNewPayment}>
          {t('virtualTerminal.result.newPayment')}
        </Button>
      </Stack>
    </Stack>
  );
}
