/** English texts: bank-order uploads. */
export const enBankOrders = {};
