import { defineEndpoint } from '../http/endpoint';
import { SupportAnalyticsQuery, SupportAnalyticsReport } from './support-analytics.schemas';

/**
 * The support analytics report (`crm/reports/support-analytics-report`; the spec names the route,
 * not its call; docs/support-analytics.md): the tickets of the desk the caller's side answers.
 * Tenant staff read their tenant's merchants' tickets within their customer limits; platform staff
 * the tenants' tickets to the platform, every tenant's or one tenant's with `tenantId`.
 */
export const supportAnalytics = defineEndpoint({
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Reports.SupportAnalytics'],
  tags: ['reports'],
  id: 'reports.supportAnalytics',
  method: 'GET',
  path: '/reporting/crm/reports/support-analytics',
  summary:
    'Tickets opened and closed, first-response and resolution times and billable tickets per agent, label or customer',
  query: SupportAnalyticsQuery,
  response: SupportAnalyticsReport,
});
