import type { ReactNode } from 'react';
import { FeedbackHost } from './feedback-host';
import { type FeedbackStore, feedback } from './feedback-store';
import { ToastView } from './toast-views';

/**
 * Gives the tree its toasts, drawn with Material UI: `useNotify()` below it posts to `store` (the
 * app's `feedback` store unless a test gives its own) and the viewport draws them over everything.
 */
export function FeedbackProvider({
  children,
  store = feedback,
}: {
  children: ReactNode;
  store?: FeedbackStore;
}) {
  return (
    <FeedbackHost store={store} View={ToastView}>
      {children}
    </FeedbackHost>
  );
}
