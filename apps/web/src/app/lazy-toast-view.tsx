import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastViewProps } from '../components/feedback/feedback-viewport';

/**
 * A toast drawn without Material UI, for when its chunk cannot be loaded: the network is down, and
 * the toast is most likely about that very failure, so its message must still show.
 */
function PlainToastView({ toast, onClose }: ToastViewProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-toast-kind={toast.kind}>
      {toast.message}
      <button type="button" aria-label={t('feedback.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * The toasts of the portal's root are Material UI's, loaded with the first toast: a visitor who is
 * not signed in sees one only when a call fails, and should not download Material UI before the
 * sign-in starts (docs/architecture.md, "The first-load budget"). The signed-in area imports the
 * chunk with itself, so in a session a toast shows at once.
 */
const ThemedToastView = lazy(() => import('./themed-toast-view').catch(() => ({ default: PlainToastView })));

export function LazyToastView(props: ToastViewProps) {
  return (
    <Suspense fallback={null}>
      <ThemedToastView {...props} />
    </Suspense>
  );
}
