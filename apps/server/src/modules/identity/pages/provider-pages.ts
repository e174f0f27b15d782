import { html, trustedHtml } from './html';
import { page } from './layout';

/** Served by the interaction routes; submits any form marked `data-auto-submit` once the page loads. */
export const AUTO_SUBMIT_SCRIPT_PATH = '/interaction/assets/auto-submit.js';

export const AUTO_SUBMIT_SCRIPT = `'use strict';
// Submits the form the page marked with data-auto-submit (the sign-out confirmation), so the portal's
// logout needs no click. An external file because the content security policy forbids inline scripts.
document.addEventListener('DOMContentLoaded', function () {
  var form = document.querySelector('form[data-auto-submit]');
  if (form) form.submit();
});
`;

/**
 * The sign-out step of RP-initiated logout. oidc-provider hands over its form (the action and an
 * anti-forgery field); the page adds `logout=yes` (end the whole provider session) and a Sign out
 * button, and the external script submits it at once, so the first-party portal shows no question.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm
    .replace('<form ', '<form data-auto-submit ')
    .replace(
      '</form>',
      '<input type="hidden" name="logout" value="yes"><button type="submit">Sign out</button></form>',
    );
  return page(
    { title: 'Signing out', head: html`<script src="${AUTO_SUBMIT_SCRIPT_PATH}" defer></script>` },
    html`<h1>Signing you out</h1>
<p class="muted">One moment. If nothing happens, press Sign out.</p>
${trustedHtml(form)}`,
  );
}

/** Shown only when a logout request named no post-logout address to return to. */
export function loggedOutPage(portalHref: string): string {
  return page(
    { title: 'Signed out' },
    html`<h1>You are signed out</h1>
<p>You successfully logged out!</p>
<p><a href="${portalHref}">Back to Paydesk</a></p>`,
  );
}

/** oidc-provider's error page (a malformed or expired request); details stay in the log. */
export function providerErrorPage(model: {
  error: string;
  description?: string;
  portalHref: string;
}): string {
  return page(
    { title: 'Sign-in problem' },
    html`<h1>Something went wrong</h1>
<p>The sign-in request could not be completed${model.description ? html`: ${model.description}` : ''}.</p>
<p class="muted">Error code: ${model.error}</p>
<p><a href="${model.portalHref}">Back to Paydesk</a></p>`,
  );
}
