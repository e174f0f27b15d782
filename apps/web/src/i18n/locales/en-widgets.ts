/** English texts: widgets. */
export const enWidgets = {} as const;
