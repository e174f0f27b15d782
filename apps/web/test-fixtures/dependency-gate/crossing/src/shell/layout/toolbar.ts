// A second planted crossing: the shell imports a feature.
import { refundTotal } from '../../features/refunds/refund-total';

export const toolbarTotal = refundTotal([1]);
