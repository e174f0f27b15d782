import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { configureApiClient, serviceUrl } from '../../lib/api/api-client';
import { fakeAuth, makeCurrentUser, makeOidcUser, renderRoutes } from '../../test/auth-fixtures';
import { RequireLogin } from './require-login';
import { useCurrentUser } from './use-current-user';

function Dashboard() {
  const user = useCurrentUser();
  return <p>{`Welcome ${user.firstName}`}</p>;
}

const guarded = [
  {
    path: 'merchant/payments',
    element: (
      <RequireLogin>
        <Dashboard />
      </RequireLogin>
    ),
  },
];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ crmUser: false, getAccessToken: () => null });
});

describe('RequireLogin (spec §2 login guard)', () => {
  it('sends an unauthenticated user to the login path with the return URL', () => {
    renderRoutes(guarded, { at: '/merchant/payments?page=2&sort=date' });
    expect(
      screen.getByText(
        `at /authentication/login?returnUrl=${encodeURIComponent('/merchant/payments?page=2&sort=date')}`,
      ),
    ).toBeInTheDocument();
  });

  it('sends an unauthenticated user at the root to the login without a return URL', () => {
    renderRoutes([{ path: '/', element: guarded[0]?.element }], { at: '/' });
    expect(screen.getByText('at /authentication/login')).toBeInTheDocument();
  });

  it('loads GET /users with a progress, sets the crm prefix, then renders the page', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderRoutes(guarded, {
      at: '/merchant/payments',
      auth: fakeAuth({ isAuthenticated: true, user: makeOidcUser() }),
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).toBeNull();
    answer(jsonResponse(makeCurrentUser({ userType: 'crm', firstName: 'Tess' })));
    expect(await screen.findByText('Welcome Tess')).toBeInTheDocument();
    expect(serviceUrl('/lookup/active-countries')).toBe(
      `${window.location.origin}/api/v1/crm/lookup/active-countries`,
    );
  });

  it('fetches GET /users through the users base with the Bearer token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(makeCurrentUser({ firstName: 'Mia' })));
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getAccessToken: () => 'tok-1' });
    renderRoutes(guarded, {
      at: '/merchant/payments',
      auth: fakeAuth({ isAuthenticated: true, user: makeOidcUser() }),
    });
    expect(await screen.findByText('Welcome Mia')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe(`${window.location.origin}/api/v1.1/users`);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('a 401 from GET /users signs the user out to the login', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'No' } }, 401),
    );
    vi.stubGlobal('fetch', fetchMock);
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(guarded, { at: '/merchant/payments?page=2', auth, queryClient: createQueryClient() });
    await waitFor(() => expect(auth.reauthenticate).toHaveBeenCalledWith('/merchant/payments?page=2'));
    expect(screen.queryByText(/Welcome/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1); // no retry on 401
  });

  it('another failure offers a retry instead of the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500)),
    );
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(guarded, { at: '/merchant/payments', auth });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(auth.reauthenticate).not.toHaveBeenCalled();
  });
});
