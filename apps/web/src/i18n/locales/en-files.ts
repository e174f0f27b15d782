/** English texts: files. */
export const enFiles = {} as const;
