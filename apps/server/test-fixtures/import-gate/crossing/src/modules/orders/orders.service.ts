// Planted crossing: reaches past payments' index.ts into one of its internal files.
import { refundable } from '../payments/payment-rules';

export const left = refundable(10, 3);
