/** English texts: auth. */
export const enAuth = {} as const;
