export function refundable(amount: number, refunded: number): number {
  return amount - refunded;
}
