import { createContext, useContext } from 'react';
import { type FeedbackStore, feedback, type Notifier } from './feedback-store';

export const FeedbackContext = createContext<FeedbackStore>(feedback);

/**
 * Shows toasts from a component: `const notify = useNotify(); notify.success('Ticket created')`.
 * Without a `<FeedbackProvider>` above it, it uses the app's store (drawn by the app's provider).
 */
export function useNotify(): Notifier {
  return useContext(FeedbackContext);
}
