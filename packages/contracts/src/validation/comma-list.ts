import { z } from 'zod';

/**
 * A list in one query parameter, its items joined by commas (spec §7: "arrays joined by commas"),
 * or already an array; empty items are dropped, at most 50 items.
 */
export const commaList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.length > 0) : v),
    z.array(item).max(50).optional(),
  );
