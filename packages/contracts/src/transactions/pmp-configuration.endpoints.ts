import { defineEndpoint } from '../http/endpoint';
import { PmpConfigurationPage, PmpConfigurationQuery } from './pmp-configuration.schemas';

/**
 * The PMP configuration report (`crm/reports/pmp-configuration-report`; the spec names the route,
 * not its call, and does not expand "PMP"; docs/pmp-configuration.md): the merchants' payment
 * channels, one row per merchant × payment method × service provider. Within the caller's scope:
 * tenant staff their tenant's merchants within their customer, payment-method and provider limits;
 * platform staff every tenant's, or one tenant's with `tenantId`.
 */
export const pmpConfigurationReport = defineEndpoint({
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Reports.PmpConfiguration'],
  tags: ['reports'],
  id: 'reports.pmpConfiguration',
  method: 'GET',
  path: '/reporting/crm/reports/pmp-configuration',
  summary:
    "Each merchant's payment methods per service provider: the currencies of its channels and whether they are enabled",
  query: PmpConfigurationQuery,
  response: PmpConfigurationPage,
});
