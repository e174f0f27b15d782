import { UserManager } from 'oidc-client-ts';

/**
 * The silent-redirect page (spec §2 "two static pages"): the identity provider answers a silent
 * sign-in inside a hidden iframe here, and this hands the answer to the portal window that opened
 * the iframe, which completes the sign-in. No React, no app code: only oidc-client-ts. The settings
 * are never used by the callback, which only posts the URL to the parent of this same origin.
 */
new UserManager({
  authority: window.location.origin,
  client_id: 'paydesk-portal',
  redirect_uri: window.location.href,
})
  .signinSilentCallback()
  .catch((error: unknown) => {
    console.error('Silent sign-in callback failed', error);
  });
