import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ROUTE_TABLE } from '../../shell/navigation/routes/route-table';
import type { RouteDef, RouteHandle } from '../../shell/navigation/routes/route-types';

/** Imports a built screen; React Router calls it the first time the route is opened. */
type ScreenLoader = () => Promise<ComponentType>;

/** The support desk's screens (one lazily loaded module for the nine routes). */
const support =
  (name: keyof typeof import('../../features/support/pages/support-screens')): ScreenLoader =>
  () =>
    import('../../features/support/pages/support-screens').then((m) => m[name]);

/** The merchant's onboarding screens (one lazily loaded module for the three boarding routes). */
const boarding =
  (name: keyof typeof import('../../features/onboarding/pages/merchant-screens')): ScreenLoader =>
  () =>
    import('../../features/onboarding/pages/merchant-screens').then((m) => m[name]);

/** The tenant's onboarding review screens (one lazily loaded module for the two crm/onboarding routes). */
const onboardingReview =
  (name: keyof typeof import('../../features/onboarding/pages/tenant-screens')): ScreenLoader =>
  () =>
    import('../../features/onboarding/pages/tenant-screens').then((m) => m[name]);

/**
 * The transaction lookups and their columns choosers (one lazily loaded module for six routes),
 * with the lookup's job slots (the CSV export and the bulk actions), loaded beside them.
 */
const lookup =
  (name: keyof typeof import('../../features/transactions/pages/lookup-screens')): ScreenLoader =>
  async () => {
    const [screens, { withLookupJobSlots }] = await Promise.all([
      import('../../features/transactions/pages/lookup-screens'),
      import('../lookup-job-slots'),
    ]);
    return withLookupJobSlots(screens[name]);
  };

/** A transaction's details and the pending payments screens (one lazily loaded module). */
const transaction =
  (name: keyof typeof import('../../features/transactions/pages/detail-screens')): ScreenLoader =>
  () =>
    import('../../features/transactions/pages/detail-screens').then((m) => m[name]);

/** The bulk update request and history, the bulk actions and the webhook resends (one lazily loaded module). */
const transactionJobs =
  (
    name: keyof typeof import('../../features/transaction-jobs/pages/transaction-job-screens'),
  ): ScreenLoader =>
  () =>
    import('../../features/transaction-jobs/pages/transaction-job-screens').then((m) => m[name]);

/** The APM transaction lookup and the bank-order uploads (one lazily loaded module each). */
const apmLookup: ScreenLoader = () =>
  import('../../features/apm-transactions/pages/apm-screens').then((m) => m.ApmLookupScreen);
const bankOrderUploads: ScreenLoader = () =>
  import('../../features/bank-orders/pages/bank-order-screens').then((m) => m.BankOrderUploadsScreen);

/** The virtual terminal, for staff and for merchant users (one lazily loaded module). */
const virtualTerminal =
  (
    name: keyof typeof import('../../features/virtual-terminal/pages/virtual-terminal-screens'),
  ): ScreenLoader =>
  () =>
    import('../../features/virtual-terminal/pages/virtual-terminal-screens').then((m) => m[name]);

/** The disputes lookup, on its two operator routes (one lazily loaded module). */
const disputesLookup: ScreenLoader = () =>
  import('../../features/disputes/pages/dispute-screens').then((m) => m.DisputesLookupScreen);

/** The audit trail, the side-panel route (one lazily loaded module). */
const audit: ScreenLoader = () =>
  import('../../features/audit/pages/audit-screens').then((m) => m.AuditScreen);

/** Users, roles and the permission editor (one lazily loaded module for the four routes). */
const userAdmin =
  (name: keyof typeof import('../../features/user-admin/pages/user-admin-screens')): ScreenLoader =>
  () =>
    import('../../features/user-admin/pages/user-admin-screens').then((m) => m[name]);

/** Tenant management and encryption keys (one lazily loaded module for the two routes). */
const tenantAdmin =
  (name: keyof typeof import('../../features/tenant-admin/pages/tenant-admin-screens')): ScreenLoader =>
  () =>
    import('../../features/tenant-admin/pages/tenant-admin-screens').then((m) => m[name]);

/** The user's dashboard, on the merchant and the operator route (one lazily loaded module). */
const dashboard =
  (name: keyof typeof import('../../features/dashboards/pages/dashboard-screens')): ScreenLoader =>
  () =>
    import('../../features/dashboards/pages/dashboard-screens').then((m) => m[name]);

/** Dashboard management: the widget catalogue and who gets which widget (one lazily loaded module). */
const dashboardManagement =
  (name: keyof typeof import('../../features/dashboards/management/management-screens')): ScreenLoader =>
  () =>
    import('../../features/dashboards/management/management-screens').then((m) => m[name]);

/**
 * The transaction summary, decline, login-history, support analytics, webhook, alerts, API logs,
 * data analytics and smart ops reports, and the alert rules (one lazily loaded module for their
 * routes).
 */
const reports =
  (name: keyof typeof import('../../features/reports/pages/report-screens')): ScreenLoader =>
  () =>
    import('../../features/reports/pages/report-screens').then((m) => m[name]);

/** Profile settings, one screen on the staff and the merchant route (loaded lazily). */
const profileSettings: ScreenLoader = () =>
  import('../../features/profile/pages/profile-screens').then((m) => m.ProfileSettingsScreen);

/**
 * The screens built so far, by route path. Every other route of the route table renders the
 * shared "not available" page. Adding a screen here (a lazy import from its feature folder) takes
 * its route off NOT_AVAILABLE_ROUTES.
 */
const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'merchant/support': support('MerchantDeskScreen'),
  'merchant/support-tickets': support('MerchantTicketsScreen'),
  'merchant/support-tickets/:ticketId': support('MerchantTicketScreen'),
  'tenant/support': support('TenantDeskScreen'),
  'tenant/support-tickets': support('TenantTicketsScreen'),
  'tenant/support-tickets/:ticketId': support('TenantTicketScreen'),
  'platform/support': support('PlatformDeskScreen'),
  'platform/support-tickets': support('PlatformTicketsScreen'),
  'platform/support-tickets/:tenantId/:ticketId': support('PlatformTicketScreen'),
  'boarding/precheckform': boarding('PrecheckFormScreen'),
  'boarding/documents': boarding('BoardingDocumentsScreen'),
  'boarding/proposals': boarding('BoardingProposalsScreen'),
  'crm/onboarding': onboardingReview('OnboardingMerchantsScreen'),
  'crm/onboarding/:merchantId': onboardingReview('OnboardingCaseScreen'),
  'merchant/transaction-management/transaction-lookup': lookup('MerchantLookupScreen'),
  'merchant/transaction-management/transaction-lookup-columns': lookup('MerchantColumnsScreen'),
  'merchant/transaction-management/transaction-lookup/:transactionId':
    transaction('MerchantTransactionScreen'),
  'transaction-management/transaction-lookup': lookup('TenantLookupScreen'),
  'transaction-management/transaction-lookup-columns': lookup('TenantColumnsScreen'),
  'transaction-management/transaction-lookup/:transactionId': transaction('TenantTransactionScreen'),
  'platform/transaction-management/transaction-lookup': lookup('PlatformLookupScreen'),
  'platform/transaction-management/transaction-lookup-columns': lookup('PlatformColumnsScreen'),
  'platform/transaction-management/transaction-lookup/:transactionId':
    transaction('PlatformTransactionScreen'),
  'merchant/payments/pending-payments': transaction('MerchantPendingPaymentsScreen'),
  'transaction-management/pending-payments': transaction('TenantPendingPaymentsScreen'),
  'platform/transaction-management/transaction-bulk-update-request': transactionJobs(
    'PlatformBulkUpdateRequestScreen',
  ),
  'platform/transaction-management/transaction-bulk-update-history': transactionJobs(
    'PlatformBulkUpdateHistoryScreen',
  ),
  'transaction-management/bulk-actions-lookup': transactionJobs('TenantBulkActionsScreen'),
  'merchant/transaction-management/bulk-actions-lookup': transactionJobs('MerchantBulkActionsScreen'),
  'transaction-management/transaction-lookup-apm': apmLookup,
  'transaction-management/bank-order-uploads': bankOrderUploads,
  'transaction-management/virtual-terminal': virtualTerminal('TenantVirtualTerminalScreen'),
  'merchant/transaction-management/virtual-terminal': virtualTerminal('MerchantVirtualTerminalScreen'),
  'crm/disputes': disputesLookup,
  audit,
  'transaction-management/disputes/disputes-lookup': disputesLookup,
  'crm/users/crm': userAdmin('TenantUsersScreen'),
  'crm/users/merchant': userAdmin('OperatorMerchantUsersScreen'),
  'crm/users/managment': userAdmin('RolesScreen'),
  'merchant/users/merchant-management': userAdmin('MerchantUsersScreen'),
  'crm/tenant-management/tenants': tenantAdmin('TenantsScreen'),
  'crm/tenant-management/encryption-keys': tenantAdmin('EncryptionKeysScreen'),
  dashboard: dashboard('MerchantDashboardScreen'),
  'crm/dashboard': dashboard('OperatorDashboardScreen'),
  'crm/settings/dashboard/management/categories-settings': dashboardManagement('WidgetCategoriesScreen'),
  'crm/settings/dashboard/management/Widgets-settings': dashboardManagement('WidgetsScreen'),
  'crm/settings/dashboard/management/tenant/roles': dashboardManagement('TenantRoleWidgetsScreen'),
  'crm/settings/dashboard/management/merchant/roles': dashboardManagement('MerchantRoleWidgetsScreen'),
  'tenant/profile-settings': profileSettings,
  'merchant/profile-settings': profileSettings,
  'crm/reports/transactions-daily': reports('OperatorTransactionsDailyScreen'),
  'crm/reports/transactions-daily-v1': reports('OperatorTransactionsDailyV1Screen'),
  'reports/transactions-daily': reports('MerchantTransactionsDailyScreen'),
  'reports/transactions-daily-v1': reports('MerchantTransactionsDailyV1Screen'),
  'crm/reports/transactions-summary-v1': reports('OperatorSummaryV1Screen'),
  'crm/reports/transactions-summary': reports('OperatorSummaryScreen'),
  'crm/reports/transactions-summary-v3': reports('OperatorSummaryV3Screen'),
  'crm/reports/transactions-summary-per-day-month': reports('OperatorPerDayMonthScreen'),
  'crm/reports/declined-transaction-reasons': reports('OperatorDeclinedReasonsScreen'),
  'crm/reports/decline-reasons': reports('OperatorDeclineReasonsScreen'),
  'crm/reports/login-history': reports('OperatorLoginHistoryScreen'),
  'crm/reports/support-analytics-report': reports('OperatorSupportAnalyticsScreen'),
  'crm/reports/pmp-configuration-report': reports('OperatorPmpConfigurationScreen'),
  'crm/reports/webhookreport': reports('OperatorWebhookReportScreen'),
  'crm/reports/webhookreportV2': reports('OperatorWebhookReportV2Screen'),
  'crm/reports/webhooks-destinations/status': reports('OperatorWebhookDestinationsStatusScreen'),
  'crm/reports/webhooks-destinations/statistics': reports('OperatorWebhookDestinationsStatisticsScreen'),
  'crm/reports/resend-webhooks': transactionJobs('OperatorWebhookResendScreen'),
  'crm/reports/alerts': reports('OperatorAlertsScreen'),
  'crm/reports/api-logs': reports('OperatorApiLogsScreen'),
  'crm/reports/data-analytics': reports('OperatorDataAnalyticsScreen'),
  'reports/data-analytics': reports('MerchantDataAnalyticsScreen'),
  'crm/reports/smart-ops': reports('OperatorSmartOpsScreen'),
  'reports/smart-ops': reports('MerchantSmartOpsScreen'),
  'crm/settings/alerts/decline-pending-ratio': reports('AlertRulesScreen'),
  'reports/transactions-summary': reports('MerchantSummaryScreen'),
  'reports/transactions-summary-v1': reports('MerchantSummaryV1Screen'),
  'reports/webhookreport': reports('MerchantWebhookReportScreen'),
  'reports/webhookreportV2': reports('MerchantWebhookReportV2Screen'),
  'reports/api-logs': reports('MerchantApiLogsScreen'),
  'reports/resend-webhooks': transactionJobs('MerchantWebhookResendScreen'),
};

/** Whether the route at `path` (a route-table path) has its screen built; the menu reads it (slots.tsx). */
export function isBuiltScreen(path: string): boolean {
  return Object.hasOwn(SCREENS, path);
}

/** The route paths that still render the "not available" page. */
export const NOT_AVAILABLE_ROUTES: readonly string[] = ROUTE_TABLE.filter((r) => !SCREENS[r.path]).map(
  (r) => r.path,
);

/** The "not available" page, for a route whose screen is not built yet. */
const notAvailable =
  (route: RouteDef): ScreenLoader =>
  async () => {
    const { NotAvailableRoute } = await import('./not-available-route');
    return () => <NotAvailableRoute route={route} />;
  };

/**
 * One router route per route-table entry, loaded lazily so a user downloads only the screens they
 * open. The screen is in its own chunk, and so are the guards (the current user's query and its
 * response schemas), loaded beside the screen: a visitor who is not signed in downloads neither.
 */
/**
 * A built screen, with every screen's texts loaded beside it: the signed-in area carries only its
 * own (i18n/i18n-signed-in.ts), so the "not available" page and the layout need none of them.
 * Imported here, not at the top: this registry is part of the page a visitor who is not signed in
 * downloads, and the texts module is the signed-in area's.
 */
const withScreenTexts =
  (loadScreen: ScreenLoader): ScreenLoader =>
  async () => {
    const [Screen] = await Promise.all([
      loadScreen(),
      import('../../i18n/i18n-signed-in').then((m) => m.loadScreenTexts()),
    ]);
    return Screen;
  };

export function toRouteObject(route: RouteDef): RouteObject {
  const built = SCREENS[route.path];
  const loadScreen = built ? withScreenTexts(built) : notAvailable(route);
  const handle: RouteHandle = { route };
  return {
    path: route.path,
    handle,
    lazy: async () => {
      const [{ RouteGate }, Screen] = await Promise.all([import('./route-gate'), loadScreen()]);
      return {
        element: (
          <RouteGate route={route}>
            <Screen />
          </RouteGate>
        ),
      };
    },
  };
}

/**
 * Everything inside the signed-in layout: the registry routes, and spec §2's "unknown paths go to
 * /dashboard" (with `/` itself). /dashboard sends operators on to crm/dashboard, and, while the
 * user's dashboard is not built, on to where they land (see RouteGate).
 */
export const APP_CHILD_ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard" replace /> },
  ...ROUTE_TABLE.map(toRouteObject),
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];
