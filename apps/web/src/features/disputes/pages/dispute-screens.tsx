import { DisputesLookupPage } from '../lookup/disputes-lookup-page';

/** The disputes lookup's route screens (crm/disputes and transaction-management/disputes/disputes-lookup). */
export const DisputesLookupScreen = () => <DisputesLookupPage />;
