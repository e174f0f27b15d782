/**
 * English texts: the support analytics report (`crm/reports/support-analytics-report`,
 * `supportAnalytics.*`; docs/support-analytics.md).
 */
export const enSupportAnalytics = {
  heading: 'Support analytics',
  description:
    'Tickets your merchants opened and your team closed in the period, how long the first answer and the resolution took, per agent, label or customer.',
  descriptionPlatform:
    'Tickets the tenants opened to the platform and platform support closed in the period, how long the first answer and the resolution took, and the billable tickets, per agent, label or tenant.',
  file: 'support-analytics',
  totals: 'Totals',
  chart: 'Opened and closed per day',
  day: 'Day',
  table: 'Tickets per {{group}}',
  filters: { groupBy: 'Group by', tenant: 'Tenant', anyTenant: 'All tenants' },
  groups: { agent: 'Agent', label: 'Label', customer: 'Customer' },
  noGroup: { agent: 'Unassigned', label: 'No label', customer: 'No customer' },
  tiles: {
    opened: 'Tickets opened',
    closed: 'Tickets closed',
    firstResponseMedian: 'Median first response',
    resolutionMedian: 'Median resolution',
    billable: 'Billable tickets',
  },
  columns: {
    part: 'Part',
    group: 'Group',
    opened: 'Opened',
    closed: 'Closed',
    stillOpen: 'Still open',
    firstResponseMedian: 'Median first response',
    firstResponseP90: 'First response, 90th percentile',
    resolutionMedian: 'Median resolution',
    billable: 'Billable tickets',
    firstResponseMedianSeconds: 'Median first response (s)',
    firstResponseP90Seconds: 'First response, 90th percentile (s)',
    resolutionMedianSeconds: 'Median resolution (s)',
  },
  csv: { total: 'Total', allTickets: 'All tickets', day: 'Day' },
  durations: {
    none: '—',
    seconds: '{{count}} s',
    minutes: '{{count}} min',
    hours: '{{count}} h',
    days: '{{count}} d',
  },
} as const;
