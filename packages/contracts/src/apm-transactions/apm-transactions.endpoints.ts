/** Spec §7 "Transactions" APM: api/crm/apm-transactions (paged, searchKey, {id}, csv). */
export {};
