/** English texts: the dashboards (dashboard, crm/dashboard) and dashboard management. */
export const enDashboards = {
  widget: {
    noData: 'No data',
    loading: 'Loading',
    loadFailed: 'This widget could not be loaded.',
    retry: 'Retry',
    stale: 'Could not refresh: showing the last figures',
    updatedSecondsAgo: 'Updated {{seconds}} s ago',
    updated: 'Updated {{when}}',
    change: '{{change}} % on the period before',
    volume: 'Volume {{amount}}',
    successRate: 'Success rate',
    payments_one: '{{formatted}} payment',
    payments_other: '{{formatted}} payments',
    succeeded: '{{rate}} % succeeded',
    lastDelivery: 'Last delivery {{when}}',
    failedDeliveries_one: '{{count}} delivery failed in the last 24 hours',
    failedDeliveries_other: '{{count}} deliveries failed in the last 24 hours',
  },
} as const;
