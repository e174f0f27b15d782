import { BankOrderUploadsPage } from '../bank-order-uploads-page';

/** The bank-order uploads route screen (the route registry loads this module lazily). */
export const BankOrderUploadsScreen = () => <BankOrderUploadsPage />;
