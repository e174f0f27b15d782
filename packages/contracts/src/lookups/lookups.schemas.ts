import { z } from 'zod';

/** Spec §3: Country: name, code (two letters, ISO 3166-1 alpha-2). */
export const Country = z.object({ name: z.string(), code: z.string().length(2) });
export type Country = z.infer<typeof Country>;

/** Spec §3: Currency: id (ISO 4217 code), decimalPlaces. */
export const Currency = z.object({
  id: z.string().length(3).describe('ISO 4217 code'),
  name: z.string(),
  numericCode: z.string(),
  decimalPlaces: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof Currency>;

/** A lookup item: id and name (spec §7: lookup items have id and name). */
export const LookupItem = z.object({ id: z.string(), name: z.string() });
export type LookupItem = z.infer<typeof LookupItem>;

/** Spec §3: active customers is a map of merchant id to name. */
export const ActiveCustomers = z.record(z.string(), z.string());
