import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { FactList } from '../../../components/fact-list/fact-list';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import { formatDateTimeSeconds } from '../../../lib/format/date-format';
import { lookupPath } from '../../../lib/transactions/detail-ref';
import { backToLookup } from '../../../lib/transactions/lookup-return';
import { usePaymentMethodName, useServiceProviderName } from '../../../lib/transactions/use-lookup-names';
import { useMoney } from '../../../lib/transactions/use-money';
import { OtherModeHint } from '../actions/other-mode-hint';
import type { TransactionRef } from '../api/detail-queries';
import { ResponseCode } from './response-code';
import { TransactionStatusPill } from './transaction-status-pill';

/**
 * The head of the details view: external id, status, amount in the currency's decimals, merchant,
 * website, created time in the user's zone (the zone shown), mode; the actions menu beside it.
 */
export function TransactionHeader({
  transactionRef,
  actions,
}: {
  transactionRef: TransactionRef;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const paymentMethodName = usePaymentMethodName();
  const serviceProviderName = useServiceProviderName();
  const { transaction: tx, area } = transactionRef;
  const location = useLocation();
  const h = (key: string) => t(`transactionDetails.header.${key}`);
  const zone = configuredTimeZone();
  const at = (value: string) =>
    t('transactionDetails.header.timeZone', { time: formatDateTimeSeconds(value, zone), zone });
  return (
    <Stack spacing={2}>
      <Link
        component={RouterLink}
        to={backToLookup(location.state, lookupPath(area))}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('transactionDetails.back')}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('transactionDetails.header.title', { externalId: tx.externalId })}
        </Typography>
        <TransactionStatusPill status={tx.status} />
        <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center' }}>
          <OtherModeHint transactionRef={transactionRef} />
          {actions}
        </Stack>
      </Stack>
      <FactList
        label={h('facts')}
        facts={[
          { label: h('amount'), value: money.format(tx.amount, tx.currency) },
          ...(tx.baseCurrency !== tx.currency
            ? [{ label: h('baseAmount'), value: money.format(tx.baseAmount, tx.baseCurrency) }]
            : []),
          ...(tx.type === 'Payment' && tx.capturedAmount > 0
            ? [
                { label: h('captured'), value: money.format(tx.capturedAmount, tx.currency) },
                { label: h('refunded'), value: money.format(tx.refundedAmount, tx.currency) },
              ]
            : []),
          { label: h('type'), value: t(`transactions.types.${tx.type}`) },
          { label: h('merchant'), value: tx.merchantName },
          { label: h('website'), value: tx.websiteName },
          ...(area === 'merchant' ? [] : [{ label: h('tenant'), value: tx.tenantName }]),
          { label: h('createdAt'), value: at(tx.createdAt) },
          { label: h('updatedAt'), value: at(tx.updatedAt) },
          { label: h('mode'), value: t(`transactions.modes.${tx.mode}`) },
          { label: h('paymentMethod'), value: paymentMethodName(tx.paymentMethod) },
          { label: h('serviceProvider'), value: serviceProviderName(tx.serviceProvider) },
        ]}
      />
      <ResponseCode transactionRef={transactionRef} />
    </Stack>
  );
}
