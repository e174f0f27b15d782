/** English texts: the APM transaction lookup. */
export const enApmTransactions = {
  heading: 'APM transaction lookup',
  intro:
    'Payments made with alternative payment methods: bank redirects, transfers, direct debits, e-wallets and pay-later.',
  tableLabel: 'APM transactions',
  loading: 'Loading APM transactions',
  loadFailed: 'The APM transactions could not be loaded.',
  retry: 'Retry',
  empty: 'No APM transactions match these filters',
  emptyHint: 'Widen the dates or clear some filters to see more.',
  clearFilters: 'Clear filters',
  filters: {
    apmType: 'APM type',
    status: 'Status',
    searchIn: 'Search in',
    search: 'Search',
    searchHint: 'An exact value of the chosen field',
  },
  searchParams: {
    Id: 'Transaction id',
    ExternalId: 'External id',
    Email: 'Shopper e-mail',
    ApmReference: 'APM reference',
  },
  // The APM's own columns; the others are the transaction lookup's (transactions.columns).
  columns: {
    apmType: 'APM type',
    apmReference: 'APM reference',
    shopperAccount: 'Shopper account',
    shopperState: 'Shopper',
  },
  apmTypes: {
    BankRedirect: 'Bank redirect',
    BankTransfer: 'Bank transfer',
    DirectDebit: 'Direct debit',
    EWallet: 'E-wallet',
    BuyNowPayLater: 'Buy now, pay later',
    MobilePayment: 'Mobile payment',
  },
  shopperStates: {
    AwaitingShopper: 'Awaiting shopper',
    Completed: 'Completed',
    Refused: 'Refused',
    Cancelled: 'Cancelled',
  },
  export: {
    button: 'Export CSV',
    failed: 'The export failed. Try again.',
  },
};
