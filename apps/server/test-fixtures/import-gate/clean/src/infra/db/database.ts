export const db = { amount: 10 };
