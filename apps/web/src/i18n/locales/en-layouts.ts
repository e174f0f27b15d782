/** English texts: layouts. */
export const enLayouts = {} as const;
