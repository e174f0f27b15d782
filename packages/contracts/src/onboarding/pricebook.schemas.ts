import { z } from 'zod';

/** Spec §3 "Fee type": feeTypeId, feeTypeName, feeSymbol (e.g. '%' or '€'). */
export const FeeType = z.object({ feeTypeId: z.uuid(), feeTypeName: z.string(), feeSymbol: z.string() });
export type FeeType = z.infer<typeof FeeType>;

/** One fee of a product: its fee type and value (spec §3 entry items: id, feeTypeId, feeTypeName, feeSymbol, value). */
export const FeeItem = FeeType.extend({ id: z.uuid(), value: z.number() });
export type FeeItem = z.infer<typeof FeeItem>;

/** Spec §3 "Price book entry": productId, productName, items. */
export const PriceBookEntry = z.object({
  productId: z.uuid(),
  productName: z.string(),
  items: z.array(FeeItem),
});
export type PriceBookEntry = z.infer<typeof PriceBookEntry>;

/** Spec §3 "Price book": name, description, isStandard, isActive, ownerId. */
export const PriceBookSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isStandard: z.boolean(),
  isActive: z.boolean(),
  ownerId: z.uuid().nullable().describe('The tenant that owns it'),
});
export type PriceBookSummary = z.infer<typeof PriceBookSummary>;

export const PriceBookParams = z.object({ id: z.uuid() });
