import type { TFunction } from 'i18next';
import { lookupPath, type TransactionArea, transactionPath } from '../../../lib/transactions/detail-ref';
import { setDynamicBreadcrumbs } from '../../../shell/navigation/dynamic-breadcrumbs';

const SECTION = {
  merchant: 'nav.transactionManagement',
  tenant: 'nav.transactionManagement',
  platform: 'nav.platformTransactionManagement',
} as const;

/**
 * Spec §2: "Dynamic routes read breadcrumbs from session storage". A transaction's route has a
 * parameter, so its crumbs name it: Transaction management › Transaction lookup › the transaction.
 * The lookup crumb goes where "Back to the lookup" goes (`lookupUrl`).
 */
export function rememberTransactionCrumbs(
  area: TransactionArea,
  transaction: { id: string; externalId: string },
  t: TFunction,
  lookupUrl: string = lookupPath(area),
): void {
  setDynamicBreadcrumbs(transactionPath(area, transaction.id), [
    { label: t(SECTION[area]) },
    { label: t('nav.transactionLookup'), to: lookupUrl },
    { label: t('transactionDetails.header.title', { externalId: transaction.externalId }) },
  ]);
}
