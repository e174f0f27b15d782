import '../../i18n/i18n-signed-out';
import type { ClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type User, UserManager } from 'oidc-client-ts';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint, configureApiClient } from '../../lib/api/api-client';
import type { AuthResult } from './auth-result';
import { AuthService } from './auth-service';
import { AuthCard } from './components/auth-card';
import { AuthButton, AuthErrorAlert } from './components/auth-parts';
import { AuthProgress } from './components/auth-progress';
import { PORTAL_CLIENT_ID, toUserManagerSettings } from './oidc-settings';
import { onApiUnauthorized } from './unauthorized-signal';

export interface AuthContextValue {
  /** The oidc-client-ts user of this tab, or null. */
  readonly user: User | null;
  /** A user with an unexpired access token. */
  readonly isAuthenticated: boolean;
  /** GET /_configuration/paydesk-portal: identity settings and the session figures of spec §9. */
  readonly configuration: ClientConfiguration;
  /** Silent, then popup (if enabled), then redirect (spec §8). `returnUrl` must already be safe. */
  signIn(returnUrl: string | null): Promise<AuthResult>;
  /** Popup (if enabled), then redirect, finally `/` with the session cleared (spec §8). */
  signOut(returnUrl?: string | null): Promise<AuthResult>;
  completeSignIn(url?: string): Promise<AuthResult>;
  completeSignOut(url?: string): Promise<AuthResult>;
  /** The API refused the token: drop it and sign in again (prompt=login). */
  reauthenticate(returnUrl: string | null): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs an <AuthProvider> above it');
  return value;
}

export const clientConfigurationQuery = (clientId: string) => ({
  queryKey: ['configuration', clientId] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    // The declaration carries the response's schema (zod): imported here, so the portal's first
    // load does not carry the schema library (docs/architecture.md, "The first-load budget").
    const { getClientConfiguration } = await import(
      '@paydesk/contracts/configuration/client-configuration.endpoints'
    );
    return callEndpoint(getClientConfiguration, { params: { clientId }, signal });
  },
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Loads the identity settings, then the tab's session, then renders the app. Until both are known
 * nothing below can call the API without its token.
 */
export function AuthProvider({
  children,
  clientId = PORTAL_CLIENT_ID,
}: {
  children: ReactNode;
  clientId?: string;
}) {
  const { t } = useTranslation();
  const configuration = useQuery(clientConfigurationQuery(clientId));
  if (configuration.isPending) return <AuthProgress label={t('auth.loading')} />;
  if (configuration.isError) {
    return (
      <AuthCard
        actions={
          <AuthButton variant="contained" onClick={() => void configuration.refetch()}>
            {t('auth.retry')}
          </AuthButton>
        }
      >
        <AuthErrorAlert>{t('auth.settingsFailed')}</AuthErrorAlert>
      </AuthCard>
    );
  }
  return <AuthServiceProvider configuration={configuration.data}>{children}</AuthServiceProvider>;
}

function createAuthService(configuration: ClientConfiguration): AuthService {
  const service = new AuthService({
    configuration,
    userManager: new UserManager(toUserManagerSettings(configuration)),
  });
  // Spec §7: every call carries the Bearer token while it is unexpired.
  configureApiClient({ getAccessToken: service.getAccessToken });
  return service;
}

export function AuthServiceProvider({
  configuration,
  children,
  service: given,
}: {
  configuration: ClientConfiguration;
  children: ReactNode;
  /** For tests: a service built around a fake UserManager. */
  service?: AuthService;
}) {
  const { t } = useTranslation();
  const [service] = useState(() => given ?? createAuthService(configuration));
  const [ready, setReady] = useState(false);

  // Spec: a 401 on any call but GET /users (reported by the query client) signs this session out.
  useEffect(() => onApiUnauthorized(service.signOutRefused), [service]);

  useEffect(() => {
    let active = true;
    service.start();
    void service.init().then(() => {
      if (active) setReady(true);
    });
    return () => {
      active = false;
      service.stop();
    };
  }, [service]);

  const user = useSyncExternalStore(service.subscribe, service.getUser);
  const subject = user?.profile.sub ?? null;
  const queryClient = useQueryClient();
  const cachedFor = useRef(subject);
  useEffect(() => {
    if (subject === cachedFor.current) return;
    // Another person (or no one) now: nothing loaded for the previous user may be shown.
    // The client configuration stays; it belongs to no user.
    if (cachedFor.current !== null) {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'configuration' });
    }
    cachedFor.current = subject;
  }, [subject, queryClient]);
  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isAuthenticated: user !== null && user.expired !== true,
      configuration: service.configuration,
      signIn: service.signIn,
      signOut: service.signOut,
      completeSignIn: service.completeSignIn,
      completeSignOut: service.completeSignOut,
      reauthenticate: service.reauthenticate,
    }),
    [user, service],
  );

  if (!ready) return <AuthProgress label={t('auth.loading')} />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
