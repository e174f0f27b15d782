/** The disputes lookup (spec §2 crm/disputes, transaction-management/disputes/disputes-lookup). */
export {};
