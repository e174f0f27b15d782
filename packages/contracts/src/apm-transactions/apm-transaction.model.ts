import type { TransactionStatus } from '../transactions/transaction.model';

/**
 * Alternative payment methods (APMs): the payment methods that do not settle on a card scheme.
 * Wallets (Apple Pay, Google Pay) carry a tokenised card of a scheme and stay card transactions;
 * their rows have a BIN and a masked card like any card payment.
 */
export const APM_TYPES = [
  'BankRedirect',
  'BankTransfer',
  'DirectDebit',
  'EWallet',
  'BuyNowPayLater',
  'MobilePayment',
] as const;
export type ApmType = (typeof APM_TYPES)[number];

/**
 * Where the shopper's side of an APM payment stands, in the APM's own words. It is read from the
 * transaction's status (APMs send the shopper away to their bank, wallet or lender and answer later):
 * a Pending payment is still waiting for the shopper to finish at the APM.
 */
export const APM_SHOPPER_STATES = ['AwaitingShopper', 'Completed', 'Refused', 'Cancelled'] as const;
export type ApmShopperState = (typeof APM_SHOPPER_STATES)[number];

export function apmShopperState(status: TransactionStatus): ApmShopperState {
  switch (status) {
    case 'Pending':
    case 'WaitingForApproval':
      return 'AwaitingShopper';
    case 'Declined':
    case 'Failed':
      return 'Refused';
    case 'Cancelled':
    case 'Voided':
      return 'Cancelled';
    default:
      return 'Completed';
  }
}

/** What the searchKey variant's SearchKey is compared with (spec §7: "SearchParam, SearchKey"). */
export const APM_SEARCH_PARAMS = ['Id', 'ExternalId', 'Email', 'ApmReference'] as const;
export type ApmSearchParam = (typeof APM_SEARCH_PARAMS)[number];
