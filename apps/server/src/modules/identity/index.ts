/**
 * identity's public entry: the sign-in pages' building blocks and URLs that the external-party
 * pages (support) and the configuration endpoint reuse, and a user's own sessions (profile settings). Other modules import this module only
 * through this file (the import gate's module-public-entry rule); it lists the surface they use,
 * not every file.
 */
export { API_SCOPES } from './first-party-grant';
export { identityUrls } from './identity-urls';
export { field, sendPage } from './interaction-support';
export { messagePage } from './pages/account-pages';
export { html, trustedHtml } from './pages/html';
export { type PageTheme, page } from './pages/layout';
export { hashPassword } from './passwords';
export { loadTenantTheme } from './tenant-theme';
export { endUserSession, listUserSessions } from './user-sessions';
