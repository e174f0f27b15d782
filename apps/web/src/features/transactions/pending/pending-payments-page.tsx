import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import type { PendingKind } from '../api/action-pending';
import { PayoutApprovalsTab } from './payout-approvals-tab';
import { PayoutLimitsDialog } from './payout-limits-dialog';
import { PendingPaymentsTab } from './pending-payments-tab';

/**
 * Pending payments (merchant/payments/pending-payments, transaction-management/pending-payments):
 * payments waiting for a manual decision, and payouts waiting for approval (one by one or in
 * batch). The open tab is kept in the URL.
 */
export function PendingPaymentsPage({ area }: { area: Extract<TransactionArea, 'merchant' | 'tenant'> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: PendingKind = params.get('tab') === 'payouts' ? 'payouts' : 'payments';
  // Tenant staff who may set payout limits open them here, beside the payouts they approve.
  const user = useCurrentUser();
  const mayManageLimits = area === 'tenant' && holdsAny(user.permissions, ['CRM.Transaction.PayoutLimits']);
  const [limitsOpen, setLimitsOpen] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
          {t('transactionDetails.pending.heading')}
        </Typography>
        {mayManageLimits && (
          <Button variant="outlined" onClick={() => setLimitsOpen(true)}>
            {t('transactionDetails.payoutLimits.open')}
          </Button>
        )}
      </Stack>
      {limitsOpen && <PayoutLimitsDialog onClose={() => setLimitsOpen(false)} />}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, next: PendingKind) =>
            setParams(next === 'payouts' ? { tab: next } : {}, { replace: true })
          }
          aria-label={t('transactionDetails.pending.tabs.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          <Tab value="payments" label={t('transactionDetails.pending.tabs.payments')} />
          <Tab value="payouts" label={t('transactionDetails.pending.tabs.payouts')} />
        </Tabs>
        {tab === 'payments' ? <PendingPaymentsTab area={area} /> : <PayoutApprovalsTab area={area} />}
      </Paper>
    </Stack>
  );
}
