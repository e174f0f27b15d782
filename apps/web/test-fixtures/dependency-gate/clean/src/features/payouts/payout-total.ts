import { total } from '../../lib/format/total';

export const payoutTotal = (amounts: readonly number[]): number => total(amounts);
