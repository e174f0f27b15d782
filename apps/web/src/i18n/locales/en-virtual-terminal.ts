/** English texts: the virtual terminal. */
export const enVirtualTerminal = {};
