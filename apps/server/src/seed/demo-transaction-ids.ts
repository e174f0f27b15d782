import { demoId } from './demo-ids';

/**
 * The fixed demo transactions tests and browser journeys rely on (docs/transactions.md "Demo data
 * and volume"). All are Live Visa payments of Acme Retail (tenant Northwind) on its first website,
 * through Northstar Acquiring, made minutes before the seed ran (so "today" in the lookup's default
 * filter), except where said. The rest of the demo is pseudo-random but the same on every seed.
 */
function fixed(externalId: string) {
  return { id: demoId(`transaction:${externalId}`), externalId } as const;
}

export const DEMO_TRANSACTIONS = {
  /** Captured 125.00 EUR, nothing refunded: refund, reversal, payout and dispute are allowed. */
  acmeCaptured: { ...fixed('ACME-DEMO-0001'), amount: 12_500, currency: 'EUR', status: 'Captured' },
  /** Authorised only (status Approved), 89.90 EUR: capture and void are allowed. */
  acmeAuthorised: { ...fixed('ACME-DEMO-0002'), amount: 8_990, currency: 'EUR', status: 'Approved' },
  /** Pending a manual decision (anti-fraud review), 42.00 EUR: approve and decline are allowed. */
  acmePending: { ...fixed('ACME-DEMO-0003'), amount: 4_200, currency: 'EUR', status: 'Pending' },
  /** A payout of 60.00 EUR waiting for approval, child of acmePayoutParent. */
  acmePayoutWaiting: {
    ...fixed('ACME-DEMO-0004'),
    amount: 6_000,
    currency: 'EUR',
    status: 'WaitingForApproval',
  },
  /** Captured 240.00 EUR two days before the seed: the parent of the waiting payout. */
  acmePayoutParent: { ...fixed('ACME-DEMO-0005'), amount: 24_000, currency: 'EUR', status: 'Captured' },
  /** A Test-mode captured payment of 15.00 EUR (seen only with the portal in Test mode). */
  acmeTestCaptured: { ...fixed('ACME-DEMO-0006'), amount: 1_500, currency: 'EUR', status: 'Captured' },
  /** Blue Harbor's Seaside Travel: captured 310.00 EUR today, for cross-tenant checks (404 for Northwind). */
  seasideCaptured: { ...fixed('SST-DEMO-0001'), amount: 31_000, currency: 'EUR', status: 'Captured' },
} as const;

export type DemoTransactionKey = keyof typeof DEMO_TRANSACTIONS;
