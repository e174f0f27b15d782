import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { TenantHeader } from '../transactions/transaction.schemas';
import {
  AuditChainCheck,
  AuditEventPage,
  AuditFilter,
  AuditListQuery,
  LoginHistoryPage,
  LoginHistoryQuery,
} from './audit.schemas';

/**
 * The audit trail's reads (issue 17; the spec gives no paths, so these are Paydesk's, under `api/`,
 * which routes to the host root unchanged). Tenant staff see their tenant's chain; platform staff
 * every chain, or one tenant's with the tenantId header.
 */
const common = {
  audiences: ['tenant', 'platform'],
  permissions: ['CRM.Audit.View'],
  headers: TenantHeader,
  tags: ['audit'],
} as const;

export const listAuditEvents = defineEndpoint({
  ...common,
  id: 'audit.events',
  method: 'GET',
  path: 'api/crm/audit/events',
  summary: 'The audit trail, newest first, filtered and paged',
  query: AuditListQuery,
  response: AuditEventPage,
});

export const exportAuditEvents = defineEndpoint({
  ...common,
  id: 'audit.export',
  method: 'GET',
  path: 'api/crm/audit/events/export',
  summary:
    'The filtered trail as CSV, newest first, at most 100,000 rows (narrow the time range for more); the export is itself recorded',
  query: AuditFilter,
  response: z.unknown().describe('text/csv attachment'),
  responseKind: 'blob',
});

export const checkAuditChain = defineEndpoint({
  ...common,
  id: 'audit.chain',
  method: 'GET',
  path: 'api/crm/audit/chain',
  summary: "Walks the caller's visible chains and recomputes every hash",
  response: AuditChainCheck,
});

/**
 * The login history report (`crm/reports/login-history`; spec §2 names the route, not its call): the
 * sign-in events of the audit trail, newest first, under the report's own key rather than the
 * trail's. Tenant staff see their tenant's users and its merchants' users; platform staff everyone,
 * or one tenant's with the tenantId header.
 */
export const loginHistory = defineEndpoint({
  ...common,
  permissions: ['CRM.Reports.LoginHistory'],
  tags: ['reports'],
  id: 'reports.loginHistory',
  method: 'GET',
  path: '/reporting/crm/reports/login-history',
  summary: 'Sign-ins, refused sign-ins and account locks, newest first, filtered and paged',
  query: LoginHistoryQuery,
  response: LoginHistoryPage,
});
