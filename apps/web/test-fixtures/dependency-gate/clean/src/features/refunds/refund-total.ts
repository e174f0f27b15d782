// What the crossing becomes: the shared piece moved down to lib/.
import { total } from '../../lib/format/total';

export const refundTotal = (amounts: readonly number[]): number => -total(amounts);
