export { refundable } from './payment-rules';
