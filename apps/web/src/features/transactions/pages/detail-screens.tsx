import { useParams } from 'react-router';
import type { TransactionArea } from '../../../lib/transactions/detail-ref';
import { TransactionDetailsPage } from '../details/transaction-details-page';
import { PendingPaymentsPage } from '../pending/pending-payments-page';

/**
 * The route screens of the transaction details and the pending payments (src/app/routes/
 * route-registry.tsx loads this module lazily): one per route, each fixing its area.
 */
function Details({ area }: { area: TransactionArea }) {
  const { transactionId = '' } = useParams();
  // A new id is a new screen: nothing of the previous transaction carries over.
  return <TransactionDetailsPage key={transactionId} area={area} transactionId={transactionId} />;
}

export const MerchantTransactionScreen = () => <Details area="merchant" />;
export const TenantTransactionScreen = () => <Details area="tenant" />;
export const PlatformTransactionScreen = () => <Details area="platform" />;
export const MerchantPendingPaymentsScreen = () => <PendingPaymentsPage area="merchant" />;
export const TenantPendingPaymentsScreen = () => <PendingPaymentsPage area="tenant" />;
