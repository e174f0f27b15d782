/** English texts: the APM transaction lookup. */
export const enApmTransactions = {};
