import type { AccessRule } from '../../auth/access';
import { anyOf, area, group, title } from './route-builders';
import type { RouteAudience, RouteDef } from './route-types';

/** Operator (tenant and platform staff) routes of spec §2, outside Reports and Settings. */

const crm = group(
  'crm',
  ['crm'],
  [
    ['tasks', 'tasks', anyOf('CRM.Tasks.View')],
    ['leads', 'leads', anyOf('CRM.Leads.View')],
    ['contacts', 'contacts', anyOf('CRM.Contacts.View')],
    ['opportunities', 'opportunities', anyOf('CRM.Opportunities.View')],
    ['products', 'products', anyOf('CRM.Products.View')],
    ['projects', 'projects', anyOf('CRM.Projects.View')],
    ['organizations', 'customers', anyOf('CRM.Organizations.View')],
    ['emails', 'emails', anyOf('CRM.Emails.View')],
    ['price-books', 'priceBooks', anyOf('CRM.PriceBooks.View')],
    // Designed beyond the spec: the merchants in onboarding, for tenant staff who review them.
    ['onboarding', 'merchantOnboarding', anyOf('CRM.Onboarding.View')],
  ],
);

// One merchant's onboarding case, with the list's guard (designed beyond the spec; its crumbs can
// name the merchant through dynamic-breadcrumbs.ts, these are the fallback).
const onboardingCase = group(
  'crm/onboarding',
  ['crm', 'merchantOnboarding'],
  [[':merchantId', 'onboardingCase', anyOf('CRM.Onboarding.View')]],
);

const transactionManagement = group(
  'transaction-management',
  ['transactionManagement'],
  [
    ['transaction-lookup', 'transactionLookup', anyOf('CRM.Transaction.View')],
    ['transaction-lookup-columns', 'transactionLookupColumns', anyOf('CRM.Transaction.LookupColumns')],
    ['bulk-actions-lookup', 'bulkActions', anyOf('CRM.Transaction.BulkActions')],
    ['utr-resubmissions', 'utrResubmissions', anyOf('CRM.Transaction.UtrResubmissions')],
    ['terminal-transaction-lookup', 'terminalTransactionLookup', anyOf('CRM.Terminal.TransactionLookup')],
    [
      'terminal-currency-conversions',
      'terminalCurrencyConversions',
      anyOf('CRM.Terminal.CurrencyConversions'),
    ],
    ['terminal-settlements', 'terminalSettlements', anyOf('CRM.Terminal.Settlements')],
    ['transaction-lookup-v2', 'transactionLookupV2', anyOf('CRM.Transaction.LookupV2')],
    ['transaction-lookup-apm', 'transactionLookupApm', anyOf('CRM.Transaction.LookupApm')],
    ['transaction-lookup-v3', 'transactionLookupV3', anyOf('CRM.Transaction.LookupV3')],
    ['pending-payments', 'pendingPayments', anyOf('CRM.Payments.Pending')],
    // Its calls are declared for tenant staff alone (bank-orders.endpoints.ts): platform staff, who
    // hold the key, get 403.
    ['bank-order-uploads', 'bankOrderUploads', anyOf('CRM.BankOrders.Upload'), ['tenantStaff']],
    ['vrtransaction-lookup', 'apmRequests', anyOf('CRM.Transaction.ApmRequests')],
    ['virtual-terminal', 'virtualTerminal', anyOf('CRM.Transaction.VirtualTerminal')],
    ['rdr/batch-summary', 'rdrBatchSummary', anyOf('CRM.Rdr.BatchSummary')],
    ['disputes/disputes-lookup', 'disputesLookup', anyOf('CRM.Disputes.View')],
    ['processing-setup-tool', 'processingSetupTool', anyOf('CRM.ProcessingSetup.View')],
  ],
);

// One transaction of the lookup, with the lookup's guard (crumbs: the details screen writes them
// as dynamic breadcrumbs; these are the fallback).
const transactionDetails = group(
  'transaction-management/transaction-lookup',
  ['transactionManagement', 'transactionLookup'],
  [[':transactionId', 'transaction', anyOf('CRM.Transaction.View')]],
);

// Spec §6: tenant/support and support-tickets need CRM.Support.Lookup; platform support needs
// Platform.Support.Lookup. Each desk's calls are for its own audience (the support feature's
// AREA_AUDIENCE): platform staff hold the tenant key too, and would meet the wrong-desk page.
const TENANT_DESK: readonly RouteAudience[] = ['tenantStaff'];
const PLATFORM_DESK: readonly RouteAudience[] = ['platformStaff'];

const support = [
  ...group(
    'tenant',
    ['support'],
    [
      ['support', 'tenantSupport', anyOf('CRM.Support.Lookup'), TENANT_DESK],
      ['support-tickets', 'tenantSupportTickets', anyOf('CRM.Support.Lookup'), TENANT_DESK],
    ],
  ),
  // A ticket of the list above, with the list's guard (crumbs: see dynamic-breadcrumbs.ts).
  ...group(
    'tenant/support-tickets',
    ['support', 'tenantSupportTickets'],
    [[':ticketId', 'supportTicket', anyOf('CRM.Support.Lookup'), TENANT_DESK]],
  ),
  ...group(
    'platform',
    ['support'],
    [
      ['support', 'platformSupport', anyOf('Platform.Support.Lookup'), PLATFORM_DESK],
      ['support-tickets', 'platformSupportTickets', anyOf('Platform.Support.Lookup'), PLATFORM_DESK],
    ],
  ),
  // Platform tickets are addressed per tenant (spec §7 "Platform tickets (tenant-scoped)").
  ...group(
    'platform/support-tickets',
    ['support', 'platformSupportTickets'],
    [[':tenantId/:ticketId', 'supportTicket', anyOf('Platform.Support.Lookup'), PLATFORM_DESK]],
  ),
];

// Spec §6: platform transaction lookup needs Platform.Transaction.Lookup, lookup columns need
// Platform.Transaction.LookupColumns.
const platformTransactionManagement = group(
  'platform/transaction-management',
  ['platformTransactionManagement'],
  [
    ['transaction-lookup', 'transactionLookup', anyOf('Platform.Transaction.Lookup')],
    ['transaction-lookup-columns', 'transactionLookupColumns', anyOf('Platform.Transaction.LookupColumns')],
    [
      'transaction-bulk-update-request',
      'transactionBulkUpdateRequest',
      anyOf('Platform.Transaction.BulkUpdateRequest'),
    ],
    [
      'transaction-bulk-update-history',
      'transactionBulkUpdateHistory',
      anyOf('Platform.Transaction.BulkUpdateHistory'),
    ],
    ['processing-setup-tool', 'processingSetupTool', anyOf('Platform.Transaction.ProcessingSetup')],
  ],
);

const platformTransactionDetails = group(
  'platform/transaction-management/transaction-lookup',
  ['platformTransactionManagement', 'transactionLookup'],
  [[':transactionId', 'transaction', anyOf('Platform.Transaction.Lookup')]],
);

const tenantManagement = group(
  'crm/tenant-management',
  ['tenantManagement'],
  [
    ['tenants', 'tenants', anyOf('Platform.Tenants.View')],
    ['encryption-keys', 'encryptionKeys', anyOf('Tenant.Keys.View')],
  ],
);

const users = group(
  'crm/users',
  ['users'],
  [
    ['merchant', 'merchantUsers', anyOf('CRM.Users.Merchant')],
    ['crm', 'tenantUsers', anyOf('CRM.Users.Crm')],
    // "managment" is the spec's spelling of the path.
    ['managment', 'userManagement', anyOf('CRM.Users.Management')],
  ],
);

const resources = group(
  'crm/documentation',
  ['resources'],
  [
    ['wiki/details', 'wiki', anyOf('Documentation.View')],
    ['api-references/details', 'apiReferences', anyOf('Documentation.View')],
    ['section/user-manuals/details', 'userManuals', anyOf('Documentation.View')],
    ['section/faq/details', 'faq', anyOf('Documentation.View')],
  ],
);

// Spec §6: "Leave management and AI chat need user type Platform."
const platformOnly = (...rule: Parameters<typeof anyOf>): AccessRule => ({
  ...anyOf(...rule),
  userTypes: ['Platform'],
});
const leaveManagement = group(
  'crm/leave-management',
  ['leaveManagement'],
  [['leaves', 'leaves', platformOnly('Platform.Leave.View')]],
);

export const OPERATOR_ROUTES: readonly RouteDef[] = [
  // Dashboards hide their breadcrumbs: the only crumb would be "Dashboard" itself.
  {
    path: 'crm/dashboard',
    title: title('dashboard'),
    sections: [],
    rule: anyOf('CRM.Dashboard.View'),
    hideBreadcrumbs: true,
  },
  ...area('crm', 'crm', crm),
  ...onboardingCase,
  ...area('transaction-management', 'transactionManagement', transactionManagement),
  ...transactionDetails,
  { path: 'crm/disputes', title: title('disputes'), sections: [], rule: anyOf('CRM.Disputes.View') },
  ...support,
  ...area('platform/transaction-management', 'platformTransactionManagement', platformTransactionManagement),
  ...platformTransactionDetails,
  ...area('crm/tenant-management', 'tenantManagement', tenantManagement),
  ...area('crm/users', 'users', users),
  ...resources,
  ...area('crm/leave-management', 'leaveManagement', leaveManagement),
  {
    path: 'platform/ai-agent',
    title: title('aiChat'),
    sections: [],
    rule: platformOnly('Platform.AIAgent.View'),
  },
  // Spec §6: profile settings are tagged with the user type. Platform staff use the tenant one
  // (they open it from the toolbar like tenant staff), so it admits both operator types.
  {
    path: 'tenant/profile-settings',
    title: title('profileSettings'),
    sections: [],
    rule: { userTypes: ['Tenant', 'Platform'] },
  },
  // Spec §2: a side-panel route, drawn in the right-hand modal over the page it was opened from.
  { path: 'audit', title: title('audit'), sections: [], rule: anyOf('CRM.Audit.View'), sidePanel: true },
];
