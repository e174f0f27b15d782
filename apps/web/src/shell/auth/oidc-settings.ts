import type { ClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts';

/** The portal's OpenID Connect client id; its settings come from GET /_configuration/{clientId}. */
export const PORTAL_CLIENT_ID = 'paydesk-portal';

/** Spec §9: "identity client notification 60 s" (the access-token-expiring event). */
const EXPIRING_NOTIFICATION_SECONDS = 60;

/**
 * oidc-client-ts settings from the server's client configuration. Renewal is ours (spec §4: 30 s
 * before expiry, 3 attempts with back-off), so the library's automatic silent renew stays off, and
 * so does its check-session iframe (the tab-return check covers a changed or ended session).
 * Tokens are kept per tab in sessionStorage; sign-in state (a few seconds' worth) in localStorage,
 * where a popup or the login-callback page can read it.
 */
export function toUserManagerSettings(
  configuration: ClientConfiguration,
  stores: { user: Storage; state: Storage } = { user: window.sessionStorage, state: window.localStorage },
): UserManagerSettings {
  return {
    authority: configuration.authority,
    client_id: configuration.client_id,
    redirect_uri: configuration.redirect_uri,
    post_logout_redirect_uri: configuration.post_logout_redirect_uri,
    silent_redirect_uri: configuration.silent_redirect_uri,
    response_type: configuration.response_type,
    scope: configuration.scope,
    automaticSilentRenew: false,
    monitorSession: false,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTIFICATION_SECONDS,
    userStore: new WebStorageStateStore({ store: stores.user }),
    stateStore: new WebStorageStateStore({ store: stores.state }),
  };
}
