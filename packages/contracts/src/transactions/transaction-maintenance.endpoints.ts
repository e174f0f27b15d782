/** Spec §7 "Transactions": relationships, deallocate, reset-restriction, bin-data, export-v3, payment-channels. */
export {};
