import { enApmTransactions } from './en-apm-transactions';
import { enAuth } from './en-auth';
import { enBankOrders } from './en-bank-orders';
import { enDisputes } from './en-disputes';
import { enFeedback } from './en-feedback';
import { enFiles } from './en-files';
import { enLayouts } from './en-layouts';
import { enNav } from './en-nav';
import { enNotifications } from './en-notifications';
import { enOnboarding } from './en-onboarding';
import { enOnboardingReview } from './en-onboarding-review';
import { enStatus } from './en-status';
import { enSupport } from './en-support';
import { enSupportDialogs } from './en-support-dialogs';
import { enTransactionDetails } from './en-transaction-details';
import { enTransactionJobs } from './en-transaction-jobs';
import { enTransactions } from './en-transactions';
import { enVirtualTerminal } from './en-virtual-terminal';
import { enWidgets } from './en-widgets';

/** English texts of the portal chrome. Spec texts appear exactly as written in the spec. */
export const en = {
  nav: enNav,
  auth: enAuth,
  feedback: enFeedback,
  layouts: enLayouts,
  widgets: enWidgets,
  files: enFiles,
  status: enStatus,
  support: enSupport,
  supportDialogs: enSupportDialogs,
  onboarding: enOnboarding,
  onboardingReview: enOnboardingReview,
  notifications: enNotifications,
  transactions: enTransactions,
  transactionDetails: enTransactionDetails,
  transactionJobs: enTransactionJobs,
  disputes: enDisputes,
  virtualTerminal: enVirtualTerminal,
  apmTransactions: enApmTransactions,
  bankOrders: enBankOrders,
  layout: {
    mainMenu: 'Main menu',
    toggleMenu: 'Toggle menu',
    breadcrumbs: 'Breadcrumbs',
    notifications: 'Notifications',
    logout: 'Logout',
    // The narrow toolbar's menu of the items it has no room for.
    more: 'More',
    support: 'Support',
    emailSupport: 'Email support',
    profileSettings: 'Profile settings',
    logoAlt: '{{name}} logo',
    footer: 'Paydesk © {{year}}',
  },
  // The paging control under every paged table (components/table-paging).
  paging: {
    rowsPerPage: 'Rows per page',
    displayedRows: '{{from}}–{{to}} of {{count}}',
    // Spec: a capped count shows "10000+".
    displayedRowsCapped: '{{from}}–{{to}} of {{count}}+',
  },
  mode: {
    switchLabel: 'Test/Live mode',
    Test: 'Test',
    Live: 'Live',
    // Spec §2: "When a customer system mode is set, an info alert 'You are now in {mode} mode' appears".
    changed: 'You are now in {{mode}} mode',
  },
  notAvailable: {
    heading: 'This area is not available in this version yet',
    body: '{{area}} is planned for a later version of Paydesk.',
    // The button leads to where the user lands: the dashboard once built, until then the first
    // built screen of their menu (shell/navigation/landing.ts), so it names the place.
    goTo: 'Go to {{place}}',
  },
} as const;
