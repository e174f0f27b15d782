import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeAuth,
  makeCurrentUser,
  makeOidcUser,
  renderRoutes,
  testQueryClient,
} from '../../../test/auth-fixtures';
import { fail, redirect, success } from '../auth-result';
import { authRoutes } from '../auth-routes';
import { browserLocation } from '../browser-location';
import { currentUserQuery } from '../current-user.query';
import { hasFreshSignIn } from '../fresh-sign-in';

afterEach(() => {
  vi.restoreAllMocks();
});

function withUser(userType: 'crm' | 'merchant' | 'Platform') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, makeCurrentUser({ userType }));
  return queryClient;
}

describe('authentication/login', () => {
  it('starts the sign-in with a same-origin return URL and goes there on success', async () => {
    const auth = fakeAuth({ signIn: vi.fn(async (returnUrl) => success(returnUrl)) });
    renderRoutes(authRoutes, { at: '/authentication/login?returnUrl=%2Freports%3Fa%3D1', auth });
    expect(await screen.findByText('at /reports?a=1')).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith('/reports?a=1');
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'https://evil.com/steal'],
    ['a protocol-relative URL', '//evil.com/steal'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('ignores %s and uses the default', async (_, returnUrl) => {
    const auth = fakeAuth({ signIn: vi.fn(async (r) => success(r)) });
    renderRoutes(authRoutes, {
      at: `/authentication/login?returnUrl=${encodeURIComponent(returnUrl)}`,
      auth,
      queryClient: withUser('merchant'),
    });
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
    expect(auth.signIn).toHaveBeenCalledWith(null);
  });

  it.each([
    ['crm', '/crm/dashboard'],
    ['merchant', '/dashboard'],
    ['Platform', '/dashboard'],
  ] as const)('without a return URL a %s user goes to %s', async (userType, path) => {
    const auth = fakeAuth({ signIn: vi.fn(async () => success(null)) });
    renderRoutes(authRoutes, { at: '/authentication/login', auth, queryClient: withUser(userType) });
    expect(await screen.findByText(`at ${path}`)).toBeInTheDocument();
  });

  it('a failed sign-in goes to login-failed with the message', async () => {
    const auth = fakeAuth({ signIn: vi.fn(async () => fail('The user closed the window.')) });
    renderRoutes(authRoutes, { at: '/authentication/login', auth });
    expect(await screen.findByText('The user closed the window.')).toBeInTheDocument();
  });

  it('stays put while the browser is redirected', async () => {
    const auth = fakeAuth({ signIn: vi.fn(async () => redirect()) });
    renderRoutes(authRoutes, { at: '/authentication/login', auth });
    await waitFor(() => expect(auth.signIn).toHaveBeenCalled());
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('an already signed-in user goes on without signing in again', async () => {
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(authRoutes, { at: '/authentication/login?returnUrl=%2Fmerchant%2Fusers', auth });
    expect(await screen.findByText('at /merchant/users')).toBeInTheDocument();
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});

describe('authentication/login-callback', () => {
  it('completes the sign-in and goes to the return URL of the state', async () => {
    const auth = fakeAuth({ completeSignIn: vi.fn(async () => success('/crm/users')) });
    renderRoutes(authRoutes, { at: '/authentication/login-callback?code=abc&state=xyz', auth });
    expect(await screen.findByText('at /crm/users')).toBeInTheDocument();
    expect(auth.completeSignIn).toHaveBeenCalledWith(
      `${window.location.origin}/authentication/login-callback?code=abc&state=xyz`,
    );
    // The one layout load after an interactive sign-in shows the splash screen (spec §9).
    expect(hasFreshSignIn()).toBe(true);
  });

  it('without a return URL goes to the default of the user type (GET /users)', async () => {
    const auth = fakeAuth({ completeSignIn: vi.fn(async () => success(null)) });
    renderRoutes(authRoutes, {
      at: '/authentication/login-callback?code=abc&state=xyz',
      auth,
      queryClient: withUser('crm'),
    });
    expect(await screen.findByText('at /crm/dashboard')).toBeInTheDocument();
  });

  it('a failure goes to login-failed with the message', async () => {
    const message = 'There was an error signing in. Error: No matching state found in storage';
    const auth = fakeAuth({ completeSignIn: vi.fn(async () => fail(message)) });
    renderRoutes(authRoutes, { at: '/authentication/login-callback?code=abc&state=old', auth });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(hasFreshSignIn()).toBe(false);
  });

  it('an error answered by the identity provider redirects to register (spec §2)', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    const auth = fakeAuth({
      completeSignIn: vi.fn(async () => fail('There was an error signing in. Error: access_denied')),
    });
    renderRoutes(authRoutes, { at: '/authentication/login-callback?error=access_denied&state=xyz', auth });
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(`${window.location.origin}/interaction/register`),
    );
  });
});

describe('authentication/login-failed', () => {
  it('shows the message of the query', () => {
    renderRoutes(authRoutes, {
      at: `/authentication/login-failed?message=${encodeURIComponent('There was an error signing in. Error: boom')}`,
    });
    expect(screen.getByText('There was an error signing in. Error: boom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/authentication/login');
  });
});

describe('authentication/register and authentication/profile', () => {
  it.each([
    ['register', '/interaction/register'],
    ['profile', '/interaction/profile'],
  ])("%s goes to the identity provider's page", async (page, path) => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => undefined);
    renderRoutes(authRoutes, { at: `/authentication/${page}` });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`${window.location.origin}${path}`));
    expect(replace).toHaveBeenCalledTimes(1);
  });
});

describe('authentication/logout', () => {
  it("outside the app it says 'The logout was not initiated from within the page.' and does nothing", async () => {
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(authRoutes, { at: '/authentication/logout', auth });
    expect(screen.getByText('The logout was not initiated from within the page.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('started from inside the app it signs out and shows logged-out', async () => {
    const auth = fakeAuth({
      isAuthenticated: true,
      user: makeOidcUser(),
      signOut: vi.fn(async () => success(null)),
    });
    renderRoutes(authRoutes, { at: { pathname: '/authentication/logout', state: { local: true } }, auth });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('waits while the browser goes to the identity provider', async () => {
    const auth = fakeAuth({ signOut: vi.fn(async () => redirect()) });
    renderRoutes(authRoutes, { at: { pathname: '/authentication/logout', state: { local: true } }, auth });
    await waitFor(() => expect(auth.signOut).toHaveBeenCalled());
    expect(screen.getByRole('progressbar', { name: 'Signing out' })).toBeInTheDocument();
  });
});

describe('authentication/logout-callback', () => {
  it('completes the sign-out and goes to logged-out', async () => {
    const auth = fakeAuth({ completeSignOut: vi.fn(async () => success(null)) });
    renderRoutes(authRoutes, { at: '/authentication/logout-callback?state=s', auth });
    expect(await screen.findByText('You successfully logged out!')).toBeInTheDocument();
    expect(auth.completeSignOut).toHaveBeenCalledWith(
      `${window.location.origin}/authentication/logout-callback?state=s`,
    );
  });
});

describe('authentication/logged-out', () => {
  it("shows 'You successfully logged out!' and a way to sign in again", async () => {
    renderRoutes(authRoutes, { at: '/authentication/logged-out' });
    expect(screen.getByRole('heading', { name: 'You successfully logged out!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('progressbar', { name: 'Signing in' })).toBeInTheDocument();
  });
});

describe('authentication/unauthorized', () => {
  it('shows the spec heading and text', () => {
    renderRoutes(authRoutes, { at: '/authentication/unauthorized?returnUrl=%2Fcrm%2Fusers' });
    expect(
      screen.getByRole('heading', {
        name: "401: You don't have enough permissions to get access to the resource",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please, try to Logout/Login using other credentials')).toBeInTheDocument();
  });

  it('Back to dashboard goes to the default of the user type', async () => {
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(authRoutes, { at: '/authentication/unauthorized', auth, queryClient: withUser('crm') });
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(await screen.findByText('at /crm/dashboard')).toBeInTheDocument();
  });

  it('Back to dashboard without a session goes to /dashboard', async () => {
    renderRoutes(authRoutes, { at: '/authentication/unauthorized' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('Logout starts the logout from inside the app', async () => {
    const auth = fakeAuth({ isAuthenticated: true, user: makeOidcUser() });
    renderRoutes(authRoutes, { at: '/authentication/unauthorized', auth });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(auth.signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('The logout was not initiated from within the page.')).toBeNull();
  });
});
