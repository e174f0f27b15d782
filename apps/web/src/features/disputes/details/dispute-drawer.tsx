import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DisputeAction } from '@paydesk/contracts/disputes/dispute.model';
import type { DisputeDetails } from '@paydesk/contracts/disputes/dispute.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format/date-format';
import { transactionPath } from '../../../lib/transactions/detail-ref';
import { moneyDisplay } from '../../../lib/transactions/money-display';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useDispute } from '../api/dispute-calls';
import { STATUS_COLOURS } from '../model/status-colours';
import { DisputeStepDialog } from './dispute-step-dialog';

/** One dispute beside the lookup: the payment, the reason, the history and the steps open now. */
export function DisputeDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const details = useDispute(id);
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}
    >
      <Stack spacing={2} sx={{ p: 3 }}>
        {details.isPending && <Typography>{t('disputes.details.loading')}</Typography>}
        {details.isError && <Alert severity="error">{t('disputes.details.loadFailed')}</Alert>}
        {details.data && <DisputeBody details={details.data} />}
        <Button onClick={onClose}>{t('disputes.details.close')}</Button>
      </Stack>
    </Drawer>
  );
}

function DisputeBody({ details }: { details: DisputeDetails }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [step, setStep] = useState<DisputeAction | null>(null);
  const { dispute: d, payment } = details;
  const field = (label: string, value: React.ReactNode) => (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ minWidth: 160 }} color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{value}</Typography>
    </Stack>
  );
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('disputes.details.title', { code: d.disputeCode })}
        </Typography>
        <Chip color={STATUS_COLOURS[d.status]} label={t(`disputes.status.${d.status}`)} />
      </Stack>
      {field(t('disputes.details.reason'), d.reasonText ?? t('disputes.details.unknownCode'))}
      {d.category && field(t('disputes.filters.category'), t(`disputes.category.${d.category}`))}
      {field(t('disputes.details.disputed'), moneyDisplay(d.amount, d.currency))}
      {field(
        t('disputes.details.payment'),
        <Link component={RouterLink} to={transactionPath('tenant', payment.id)}>
          {t('disputes.details.openPayment', { externalId: payment.externalId })}
        </Link>,
      )}
      {field(t('disputes.details.paymentAmount'), moneyDisplay(payment.amount, payment.currency))}
      {field(t('disputes.details.refunded'), moneyDisplay(payment.refundedAmount, payment.currency))}
      {field(
        t('disputes.details.chargeback'),
        `${details.chargeback.externalId} · ${details.chargeback.status}`,
      )}
      {field(t('disputes.details.card'), payment.cardMasked ?? '—')}
      {field(t('disputes.details.customer'), payment.customerEmail ?? '—')}
      {field(t('disputes.filters.merchant'), d.merchantName)}
      <Divider />
      {details.availableActions.length > 0 ? (
        <Stack direction="row" spacing={1}>
          {details.availableActions.map((a) => (
            <Button key={a} variant={a === 'accept' ? 'outlined' : 'contained'} onClick={() => setStep(a)}>
              {t(`disputes.actions.${a}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('disputes.details.noActions')}</Typography>
      )}
      {details.availableActions.includes('decide') && (
        <Typography variant="body2" color="text.secondary">
          {t('disputes.details.schemeNote')}
        </Typography>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {t('disputes.details.history')}
      </Typography>
      <List dense aria-label={t('disputes.details.history')}>
        {details.history.map((h) => (
          <ListItem key={h.id} disableGutters>
            <ListItemText
              primary={`${formatDateTime(h.createdAt)} · ${t(`disputes.details.historyAction.${h.action}`)}${
                h.actorEmail ? ` ${t('disputes.details.by', { email: h.actorEmail })}` : ''
              }`}
              secondary={[h.note, ...h.files.map((f) => f.name ?? f.id)].filter(Boolean).join(' · ') || null}
            />
          </ListItem>
        ))}
      </List>
      {step && (
        <DisputeStepDialog
          disputeId={d.id}
          tenantId={user.userType === 'Platform' ? d.tenantId : null}
          step={step}
          onClose={() => setStep(null)}
        />
      )}
    </>
  );
}
