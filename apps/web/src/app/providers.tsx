import '../i18n/i18n-signed-out';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FeedbackHost } from '../components/feedback/feedback-host';
import { feedback } from '../components/feedback/feedback-store';
import { AuthProvider } from '../shell/auth/auth-context';
import { LazyToastView } from './lazy-toast-view';
import { createQueryClient } from './query-client';

/**
 * Everything the app runs inside: server state, the toasts (spec §8: any failed call, the sign-in
 * settings' own included, shows one), then the sign-in session, which needs the query client to
 * load its settings. Nothing here draws with Material UI: the authentication pages are plain HTML
 * in the last tenant's colours (main.tsx applies them), the toasts load Material UI with the first
 * one, and the signed-in area brings the Material UI theme (docs/architecture.md, "The first-load
 * budget").
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <FeedbackHost store={feedback} View={LazyToastView}>
        <AuthProvider>{children}</AuthProvider>
      </FeedbackHost>
    </QueryClientProvider>
  );
}
