import { enAuth } from './en-auth';
import { enFeedback } from './en-feedback';
import { enFiles } from './en-files';
import { enLayouts } from './en-layouts';
import { enNav } from './en-nav';
import { enNotifications } from './en-notifications';
import { enStatus } from './en-status';
import { enWidgets } from './en-widgets';

/**
 * The English texts the signed-in area needs before any screen: the authentication pages, the
 * layouts and their toolbar, the menus, the notifications, the shared widgets and the "not
 * available" page. Each screen's own texts are in en-screens.ts, loaded with the screens
 * (i18n-signed-in.ts).
 */
export const enShell = {
  nav: enNav,
  auth: enAuth,
  feedback: enFeedback,
  layouts: enLayouts,
  widgets: enWidgets,
  files: enFiles,
  status: enStatus,
  notifications: enNotifications,
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
    // The first stop of the keyboard on every signed-in page: it jumps past the menu and toolbar.
    skipToContent: 'Skip to content',
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
    // The band across the top of every signed-in layout while the portal is in Test mode.
    testBand: 'Test mode — no real money moves',
    // Why a sandbox merchant's switch cannot be turned (it is forced to Test, spec §4).
    sandboxOnly: 'Sandbox accounts work in Test mode only',
  },
  notAvailable: {
    heading: 'This area is not available in this version yet',
    body: '{{area}} is planned for a later version of Paydesk.',
    // The button leads to where the user lands: the dashboard once built, until then the first
    // built screen of their menu (shell/navigation/landing.ts), so it names the place.
    goTo: 'Go to {{place}}',
  },
} as const;
