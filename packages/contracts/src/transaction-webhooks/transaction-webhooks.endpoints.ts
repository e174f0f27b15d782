/** Spec §7 "Transactions": wh/ and wh2/ webhook lists and events/{id}/resend-webhook. */
export {};
