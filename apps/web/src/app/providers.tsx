import '../i18n/i18n-signed-out';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FeedbackProvider } from '../components/feedback/feedback-provider';
import { AuthProvider } from '../shell/auth/auth-context';
import { StoredThemeProvider } from '../shell/theme/tenant-theme-provider';
import { createQueryClient } from './query-client';

/**
 * Everything the app runs inside: server state, the base styles in the last tenant's theme (the
 * authentication pages are drawn before anyone is known; the layout applies the user's own tenant
 * theme), the toasts (spec §8: any failed call, the sign-in settings' own included, shows one), then
 * the sign-in session, which needs the query client to load its settings.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <StoredThemeProvider>
        <FeedbackProvider>
          <AuthProvider>{children}</AuthProvider>
        </FeedbackProvider>
      </StoredThemeProvider>
    </QueryClientProvider>
  );
}
