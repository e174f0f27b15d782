/** English texts: status. */
export const enStatus = {} as const;
