import { getCurrentUser } from '@paydesk/contracts/users/users.endpoints';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint, configureApiClient } from '../../lib/api/api-client';
import { makeConfiguration, makeCurrentUser, makeOidcUser, testQueryClient } from '../../test/auth-fixtures';
import { AuthProvider, AuthServiceProvider, useAuth } from './auth-context';
import { AuthService, type OidcUserManager } from './auth-service';
import { sessionSubject } from './session/session-subject';
import { reportApiUnauthorized } from './unauthorized-signal';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function Probe() {
  const auth = useAuth();
  return (
    <p>{`${auth.configuration.client_id} ${auth.isAuthenticated ? auth.user?.profile.sub : 'signed out'}`}</p>
  );
}

function renderProvider() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ getAccessToken: () => null, crmUser: false });
});

describe('AuthProvider', () => {
  it('loads GET /_configuration/paydesk-portal, then renders with no one signed in', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(makeConfiguration()));
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('paydesk-portal signed out')).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown as [URL])[0])).toBe(
      `${window.location.origin}/api/v1/_configuration/paydesk-portal`,
    );
  });

  it("restores this tab's session and sends its token on every call", async () => {
    const configuration = makeConfiguration();
    const user = makeOidcUser({ sub: 'alice' });
    sessionStorage.setItem(
      `oidc.user:${configuration.authority}:${configuration.client_id}`,
      user.toStorageString(),
    );
    sessionSubject.set('alice');
    const fetchMock = vi.fn(async (url: URL) =>
      jsonResponse(String(url).endsWith('/users') ? makeCurrentUser() : configuration),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    expect(await screen.findByText('paydesk-portal alice')).toBeInTheDocument();

    await callEndpoint(getCurrentUser);
    const [, init] = fetchMock.mock.calls.at(-1) as unknown as [URL, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-of-alice');
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ error: { code: 'INTERNAL', message: 'down' } }, 500))
      .mockResolvedValue(jsonResponse(makeConfiguration()));
    vi.stubGlobal('fetch', fetchMock);
    renderProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('paydesk-portal signed out')).toBeInTheDocument();
  });

  it('a 401 reported by the query client signs the session out, while the provider is mounted', async () => {
    const um = {
      getUser: vi.fn(async () => null),
      removeUser: vi.fn(async () => undefined),
      signinSilent: vi.fn(async () => null),
      signinPopup: vi.fn(),
      signinRedirect: vi.fn(async () => undefined),
      signinCallback: vi.fn(),
      signoutPopup: vi.fn(),
      signoutRedirect: vi.fn(async () => undefined),
      signoutCallback: vi.fn(),
    };
    const service = new AuthService({
      userManager: um as unknown as OidcUserManager,
      configuration: makeConfiguration(),
      crossTab: { announce: vi.fn(), listen: vi.fn(), dispose: vi.fn() },
    });
    const signOutRefused = vi.spyOn(service, 'signOutRefused');
    const view = render(
      <QueryClientProvider client={testQueryClient()}>
        <AuthServiceProvider configuration={makeConfiguration()} service={service}>
          <Probe />
        </AuthServiceProvider>
      </QueryClientProvider>,
    );
    await screen.findByText('paydesk-portal signed out');
    reportApiUnauthorized();
    expect(signOutRefused).toHaveBeenCalledTimes(1);
    view.unmount();
    reportApiUnauthorized();
    expect(signOutRefused).toHaveBeenCalledTimes(1);
  });

  it('useAuth outside the provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth() needs an <AuthProvider> above it');
  });
});
