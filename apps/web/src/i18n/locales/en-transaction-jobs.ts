/** English texts: bulk updates, bulk actions and export jobs. */
export const enTransactionJobs = {};
