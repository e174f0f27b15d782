import type { ClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import { type CurrentUser, DEFAULT_THEME_COLOURS } from '@paydesk/contracts/users/user-context.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type InitialEntry,
  type RouteObject,
  RouterProvider,
  useLocation,
} from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../shell/auth/auth-context';
import { redirect } from '../shell/auth/auth-result';

/** Test fixtures for the sign-in code: a client configuration, users, a fake AuthContext. */
export function makeConfiguration(overrides: Partial<ClientConfiguration> = {}): ClientConfiguration {
  const origin = window.location.origin;
  return {
    authority: `${origin}/identity`,
    client_id: 'paydesk-portal',
    redirect_uri: `${origin}/authentication/login-callback`,
    post_logout_redirect_uri: `${origin}/authentication/logout-callback`,
    silent_redirect_uri: `${origin}/silent-redirect.html`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    automaticSilentRenew: false,
    popupSignIn: false,
    sessionIdleSeconds: 1800,
    sessionTimeoutSeconds: 60,
    pingSeconds: 15,
    registrationUrl: `${origin}/interaction/register`,
    profileUrl: `${origin}/interaction/profile`,
    reportToolOrigin: origin,
    ...overrides,
  };
}

export function makeOidcUser(
  options: { sub?: string; expiresInSeconds?: number; state?: unknown } = {},
): User {
  return new User({
    access_token: `token-of-${options.sub ?? 'u1'}`,
    token_type: 'Bearer',
    profile: {
      sub: options.sub ?? 'u1',
      iss: 'http://localhost/identity',
      aud: 'paydesk-portal',
      exp: 0,
      iat: 0,
    },
    expires_at: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 300),
    userState: options.state,
  });
}

export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    isActive: true,
    isPlatform: false,
    lastLoginTime: null,
    userType: 'merchant',
    userTypeName: 'Merchant',
    permissions: [],
    systemRoleId: null,
    systemRoleName: null,
    isAdministrator: false,
    tenantId: 't1',
    tenants: {},
    tenant: { id: 't1', name: 'Tenant One', isDefaultTenant: true },
    merchantId: null,
    configureTimeZone: 'Europe/London',
    checkoutLogoSource: null,
    favIconSource: null,
    tenantSupportEmail: null,
    loginTemplate: null,
    themeSettings: {
      layoutName: 'vertical-layout-1',
      buttonsLinkColor: '#09d0bd',
      buttonsLinkColorRGB: '9, 208, 189',
      ...DEFAULT_THEME_COLOURS,
    },
    merchant: null,
    ...overrides,
  };
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    isAuthenticated: false,
    configuration: makeConfiguration(),
    signIn: vi.fn(async () => redirect()),
    signOut: vi.fn(async () => redirect()),
    completeSignIn: vi.fn(async () => redirect()),
    completeSignOut: vi.fn(async () => redirect()),
    reauthenticate: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}

/** Shows where the router ended up: any path not in `routes` renders "at {path}{search}". */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`at ${location.pathname}${location.search}`}</p>;
}

export function renderRoutes(
  routes: RouteObject[],
  options: {
    at: InitialEntry;
    auth?: AuthContextValue;
    queryClient?: QueryClient;
    wrap?: (n: ReactNode) => ReactNode;
  },
) {
  const auth = options.auth ?? fakeAuth();
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter([...routes, { path: '*', element: <Where /> }], {
    initialEntries: [options.at],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router, auth, queryClient };
}
