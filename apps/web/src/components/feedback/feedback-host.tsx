import type { ReactNode } from 'react';
import { FeedbackContext } from './feedback-context';
import type { FeedbackStore } from './feedback-store';
import { FeedbackViewport, type ToastViewComponent } from './feedback-viewport';

/**
 * Gives the tree its toasts: `useNotify()` below it posts to `store` and the viewport draws them
 * over everything, each with `View`. FeedbackProvider gives it Material UI's toasts; the portal's
 * root (app/providers.tsx) gives it toasts loaded with the first one, so that the pages before
 * sign-in do not carry Material UI (docs/architecture.md, "The first-load budget").
 */
export function FeedbackHost({
  children,
  store,
  View,
}: {
  children: ReactNode;
  store: FeedbackStore;
  View: ToastViewComponent;
}) {
  return (
    <FeedbackContext.Provider value={store}>
      {children}
      <FeedbackViewport store={store} View={View} />
    </FeedbackContext.Provider>
  );
}
