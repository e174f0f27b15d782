/** English texts: feedback. */
export const enFeedback = {} as const;
