/** Spec §7 "Transactions": api/crm/tenpaybankorders (items/{id}) and /banking/{x}/payments/{y}. */
export {};
