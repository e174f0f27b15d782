/** English texts: the disputes lookup. */
export const enDisputes = {};
