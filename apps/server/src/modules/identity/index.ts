export { API_SCOPES } from './first-party-grant';
export { identityUrls } from './identity-urls';
export { field, sendPage } from './interaction-support';
export { messagePage } from './pages/account-pages';
export { html, trustedHtml } from './pages/html';
export { type PageTheme, page } from './pages/layout';
export { loadTenantTheme } from './tenant-theme';
