/**
 * The fee types a price book prices products with (spec §3 "Fee type": feeTypeId, feeTypeName,
 * feeSymbol). One shared list, like currencies; the ids are fixed so every installation agrees.
 */
export const FEE_TYPES = [
  { id: '007f7172-675a-4939-918f-a67a80c09a3c', name: 'Transaction Fee', symbol: '%' },
  { id: 'b0691838-9275-4a27-bfe1-0c672a1382b1', name: 'Fixed Fee', symbol: '€' },
  { id: '839a0148-177a-4b29-9ea0-fdde97058b99', name: 'Refund Fee', symbol: '€' },
  { id: '45a90edc-e2d0-4f94-841a-a6b91950aef8', name: 'Chargeback Fee', symbol: '€' },
  { id: 'b4251533-6cc8-4e1e-8686-4d0d3e8d90fa', name: 'Monthly Fee', symbol: '€' },
] as const;

export type FeeTypeName = (typeof FEE_TYPES)[number]['name'];

export function feeTypeId(name: FeeTypeName): string {
  const found = FEE_TYPES.find((f) => f.name === name);
  if (!found) throw new Error(`No fee type ${name}`);
  return found.id;
}
