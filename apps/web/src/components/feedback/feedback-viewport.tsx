import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { areaOf, type FeedbackStore, type Toast, type ToastArea } from './feedback-store';
import { AlertToast, ErrorToast, SnackbarToast } from './toast-views';

const PLACE: Record<ToastArea, object> = {
  // Spec §8: "a bottom-centre error toast".
  'bottom-centre': { left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  // Spec §2: each layout has "a bottom-left alert area".
  'bottom-left': { left: 24, alignItems: 'flex-start' },
};

function ToastView({ toast, store }: { toast: Toast; store: FeedbackStore }) {
  const close = () => store.dismiss(toast.id);
  if (toast.kind === 'error') return <ErrorToast toast={toast} onClose={close} />;
  if (toast.kind === 'alert') return <AlertToast toast={toast} onClose={close} />;
  return <SnackbarToast toast={toast} onClose={close} />;
}

/**
 * The bottom-left area is spec §2's alert area of every layout: a labelled live region that stays
 * in the page, so assistive technology is listening before the first alert arrives.
 */
function Area({ area, toasts, store }: { area: ToastArea; toasts: readonly Toast[]; store: FeedbackStore }) {
  const { t } = useTranslation();
  const alertArea = area === 'bottom-left';
  if (toasts.length === 0 && !alertArea) return null;
  return (
    <Stack
      spacing={1}
      data-toast-area={area}
      {...(alertArea && {
        role: 'region',
        'aria-label': t('layouts.alerts'),
        'aria-live': 'polite' as const,
      })}
      sx={{
        position: 'fixed',
        bottom: 24,
        // Above dialogs (the idle dialog among them): a failure must be seen whatever is open.
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(600px, calc(100vw - 32px))',
        ...PLACE[area],
      }}
    >
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} store={store} />
      ))}
    </Stack>
  );
}

/** Draws the store's toasts: newest at the bottom of each area. */
export function FeedbackViewport({ store }: { store: FeedbackStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const inArea = (area: ToastArea) => toasts.filter((t) => areaOf(t.kind) === area);
  return (
    <>
      <Area area="bottom-centre" toasts={inArea('bottom-centre')} store={store} />
      <Area area="bottom-left" toasts={inArea('bottom-left')} store={store} />
    </>
  );
}
