/**
 * English texts: the smart ops report (`crm/reports/smart-ops`, `reports/smart-ops`, `smartOps.*`;
 * docs/smart-ops.md).
 */
export const enSmartOps = {
  heading: 'Smart ops',
  description:
    'How the transactions of the period fared per service provider and payment method: the success rate, how many a smart-routing rule routed, how many cascaded to another route, the attempts they took and the retries that ended in success.',
  descriptionMerchant:
    'How your transactions of the period fared per service provider and payment method: the success rate, smart routing, cascading to another route and the retries that ended in success.',
  file: 'smart-ops',
  totals: 'Totals',
  chart: 'Transactions, cascaded and recovered per provider and method (this page)',
  route: '{{provider}} · {{method}}',
  table: 'Per service provider and payment method',
  rules: 'Top smart-routing rules',
  tiles: {
    count: 'Transactions',
    successRate: 'Success rate',
    routedShare: 'Routed by a rule',
    cascadedShare: 'Cascaded',
    averageAttempts: 'Average attempts',
    recoveredShare: 'Recovered by cascading',
  },
  columns: {
    part: 'Part',
    route: 'Provider and method',
    serviceProvider: 'Service provider',
    paymentMethod: 'Payment method',
    count: 'Transactions',
    successCount: 'Successful',
    successRate: 'Success rate',
    routedCount: 'Routed by a rule',
    cascadedCount: 'Cascaded',
    cascadedShare: 'Cascaded share',
    averageAttempts: 'Average attempts',
    recoveredCount: 'Recovered',
    recoveredShare: 'Recovered share',
    ruleName: 'Rule',
    decision: 'Decision',
    decisions: 'Decisions',
  },
  csv: {
    total: 'Total',
    route: 'Provider and method',
    rule: 'Rule',
    successRate: 'Success rate (%)',
    routedShare: 'Routed by a rule (%)',
    cascadedShare: 'Cascaded (%)',
    attempts: 'Attempts',
    recoveredShare: 'Recovered (%)',
  },
  noRule: 'No rule name',
} as const;
