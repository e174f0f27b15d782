/** Spec §7 "Transactions": bulk updates, bulk actions and export jobs (persistent, with progress). */
export {};
