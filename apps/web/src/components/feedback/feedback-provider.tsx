import type { ReactNode } from 'react';
import { FeedbackContext } from './feedback-context';
import { type FeedbackStore, feedback } from './feedback-store';
import { FeedbackViewport } from './feedback-viewport';

/**
 * Gives the tree its toasts: `useNotify()` below it posts to `store` (the app's `feedback` store
 * unless a test gives its own) and the viewport draws them over everything.
 */
export function FeedbackProvider({
  children,
  store = feedback,
}: {
  children: ReactNode;
  store?: FeedbackStore;
}) {
  return (
    <FeedbackContext.Provider value={store}>
      {children}
      <FeedbackViewport store={store} />
    </FeedbackContext.Provider>
  );
}
