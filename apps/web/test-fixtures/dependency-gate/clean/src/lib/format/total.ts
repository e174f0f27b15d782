export const total = (amounts: readonly number[]): number => amounts.reduce((a, b) => a + b, 0);
