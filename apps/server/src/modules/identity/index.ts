/**
 * identity's public entry: the sign-in pages' building blocks and URLs that the external-party
 * pages (support) and the configuration endpoint reuse, what user administration does to an
 * account (invitation and reset links, ending sessions, ending a lock), and a user's own sessions
 * (profile settings). Other modules import this module only
 * through this file (the import gate's module-public-entry rule); it lists the surface they use,
 * not every file.
 */
export { clearLockout, lockedBySignInFailures } from './account-lockout';
export { API_SCOPES } from './first-party-grant';
export { identityUrls } from './identity-urls';
export { field, sendPage } from './interaction-support';
export { messagePage } from './pages/account-pages';
export { html, trustedHtml } from './pages/html';
export { type PageTheme, page } from './pages/layout';
export { type LinkRecipient, sendAccountLink } from './password-reset';
export { hashPassword } from './passwords';
export { loadTenantTheme } from './tenant-theme';
export { endAllSessions } from './token-revocation';
export { endUserSession, listUserSessions } from './user-sessions';
