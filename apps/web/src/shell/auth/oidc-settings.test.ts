import { describe, expect, it } from 'vitest';
import { makeConfiguration } from '../../test/auth-fixtures';
import { toUserManagerSettings } from './oidc-settings';

describe('oidc-client-ts settings (spec §9)', () => {
  it('uses the server configuration with code flow, no automatic silent renew and no session monitor', () => {
    const configuration = makeConfiguration();
    const settings = toUserManagerSettings(configuration);
    expect(settings).toMatchObject({
      authority: configuration.authority,
      client_id: 'paydesk-portal',
      redirect_uri: configuration.redirect_uri,
      post_logout_redirect_uri: configuration.post_logout_redirect_uri,
      silent_redirect_uri: configuration.silent_redirect_uri,
      response_type: 'code',
      scope: configuration.scope,
      automaticSilentRenew: false,
      monitorSession: false,
      accessTokenExpiringNotificationTimeInSeconds: 60,
    });
  });

  it('keeps the user per tab, in sessionStorage', async () => {
    const settings = toUserManagerSettings(makeConfiguration());
    await settings.userStore?.set('user', 'stored');
    expect(Object.keys(sessionStorage).some((key) => sessionStorage.getItem(key) === 'stored')).toBe(true);
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key) === 'stored')).toBe(false);
  });
});
