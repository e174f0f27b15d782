import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import GroupIcon from '@mui/icons-material/Group';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { title } from '../routes/route-builders';
import { item, items, type MenuNodeDef, menuGroup } from './menu-types';
import { ONBOARDING_MENU } from './onboarding-menu';

/** Spec §2 "Operator (tenant/platform) menu", in the spec's order. */
const settings = 'crm/settings';

const settingsGroups: MenuNodeDef[] = [
  menuGroup(
    'settings.scheduler',
    'scheduler',
    items(`${settings}/scheduler`, 'recurring-jobs', 'custom-jobs', 'process-logs'),
  ),
  menuGroup(
    'settings.banking-service',
    'bankingService',
    items(`${settings}/banking-service`, 'banking-channels'),
  ),
  menuGroup(
    'settings.processing',
    'processing',
    items(
      settings,
      'pos-providers',
      'default-parameters',
      'mid-managment',
      'mpi',
      'payment-method',
      'service-provider',
      'ai-scoping',
      'whitelisting-import',
      'fees',
      'webhook-endpoints',
    ),
  ),
  menuGroup('settings.accounting', 'accounting', items(`${settings}/accounting`, 'billing-settings')),
  menuGroup(
    'settings.system',
    'system',
    items(
      settings,
      'countries',
      'currencies',
      'languages',
      'document-types',
      'systemvariables',
      'platform-currencies',
    ),
  ),
  menuGroup(
    'settings.crm',
    'crm',
    items(
      `${settings}/crm`,
      'pipelines',
      'lead-statuses',
      'activity-sets',
      'proposal-templates',
      'proposal-signatures',
      'agreement-templates',
      'agreement-signatures',
      'email-templates',
    ),
  ),
  menuGroup('settings.antifraud', 'antifraud', items(`${settings}/antifraud`, 'antifraud', 'blacklist')),
  menuGroup(
    'settings.developer-settings',
    'developerSettings',
    items(`${settings}/developer-settings`, 'api-keys'),
  ),
  menuGroup(
    'settings.dashboard-management',
    'dashboardManagement',
    items(
      `${settings}/dashboard/management`,
      'categories-settings',
      'Widgets-settings',
      'tenant/roles',
      'merchant/roles',
    ),
  ),
  // reports/table is a hidden route (spec §2), so it has no menu entry.
  menuGroup('settings.reports', 'reports', items(`${settings}/reports`, 'overview')),
  menuGroup('settings.alerts', 'alerts', items(`${settings}/alerts`, 'decline-pending-ratio')),
  menuGroup(
    'settings.leave-settings',
    'leaveSettings',
    items(`${settings}/leave-settings`, 'holidays', 'employees'),
  ),
  menuGroup('settings.report-settings', 'reportSettings', items(`${settings}/report-settings`, 'reports')),
];

export const OPERATOR_MENU: readonly MenuNodeDef[] = [
  item('crm/dashboard', { icon: DashboardIcon }),
  menuGroup(
    'crm',
    'crm',
    items(
      'crm',
      'tasks',
      'leads',
      'contacts',
      'opportunities',
      'products',
      'projects',
      'organizations',
      'emails',
      'price-books',
      'onboarding',
    ),
    PeopleIcon,
  ),
  menuGroup(
    'transaction-management',
    'transactionManagement',
    items(
      'transaction-management',
      'transaction-lookup',
      'transaction-lookup-columns',
      'bulk-actions-lookup',
      'utr-resubmissions',
      'terminal-transaction-lookup',
      'terminal-currency-conversions',
      'terminal-settlements',
      'transaction-lookup-v2',
      'transaction-lookup-apm',
      'transaction-lookup-v3',
      'pending-payments',
      'bank-order-uploads',
      'vrtransaction-lookup',
      'virtual-terminal',
      'rdr/batch-summary',
      'disputes/disputes-lookup',
      'processing-setup-tool',
    ),
    ReceiptLongIcon,
  ),
  menuGroup(
    'reports',
    'reports',
    items(
      'crm/reports',
      'transactions-daily-v1',
      'transactions-daily',
      'transactions-summary-v1',
      'transactions-summary',
      'transactions-summary-v3',
      'smart-ops',
      'transactions-summary-per-day-month',
      'declined-transaction-reasons',
      'mismatch-lookup',
      'data-analytics',
      'pmp-configuration-report',
      'support-analytics-report',
      'decline-reasons',
      'api-logs',
      'webhookreport',
      'webhookreportV2',
      'webhooks-destinations/status',
      'webhooks-destinations/statistics',
      'resend-webhooks',
      'alerts',
      'login-history',
      'account-statement',
      'invoices',
    ),
    AssessmentIcon,
  ),
  menuGroup('settings', 'settings', settingsGroups, SettingsIcon),
  menuGroup(
    'support',
    'support',
    [...items('tenant', 'support', 'support-tickets'), ...items('platform', 'support', 'support-tickets')],
    SupportAgentIcon,
  ),
  menuGroup(
    'platform-transaction-management',
    'platformTransactionManagement',
    items(
      'platform/transaction-management',
      'transaction-lookup',
      'transaction-lookup-columns',
      'transaction-bulk-update-request',
      'transaction-bulk-update-history',
      'processing-setup-tool',
    ),
    AccountBalanceIcon,
  ),
  menuGroup(
    'tenant-management',
    'tenantManagement',
    items('crm/tenant-management', 'tenants', 'encryption-keys'),
    BusinessIcon,
  ),
  menuGroup('users', 'users', items('crm/users', 'merchant', 'crm', 'managment'), GroupIcon),
  menuGroup(
    'resources',
    'resources',
    items(
      'crm/documentation',
      'wiki/details',
      'api-references/details',
      'section/user-manuals/details',
      'section/faq/details',
    ),
    MenuBookIcon,
  ),
  item('crm/leave-management/leaves', { icon: EventBusyIcon, title: title('leaveManagement') }),
  item('platform/ai-agent', { icon: SmartToyIcon }),
  ONBOARDING_MENU,
];
