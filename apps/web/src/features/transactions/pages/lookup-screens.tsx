import { ColumnsChooserPage } from '../columns/columns-chooser-page';
import { TransactionLookupPage } from '../lookup/transaction-lookup-page';

/**
 * The route screens of the transaction lookups and their columns choosers (the route registry
 * loads this module lazily): one per route, each fixing its area.
 */
export const MerchantLookupScreen = () => <TransactionLookupPage area="merchant" />;
export const TenantLookupScreen = () => <TransactionLookupPage area="tenant" />;
export const PlatformLookupScreen = () => <TransactionLookupPage area="platform" />;
export const MerchantColumnsScreen = () => <ColumnsChooserPage area="merchant" />;
export const TenantColumnsScreen = () => <ColumnsChooserPage area="tenant" />;
export const PlatformColumnsScreen = () => <ColumnsChooserPage area="platform" />;
