// The planted crossing: one feature imports another's file.
import { payoutTotal } from '../payouts/payout-total';

export const refundTotal = (amounts: readonly number[]): number => -payoutTotal(amounts);
