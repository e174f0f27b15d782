import { type ComponentType, type CSSProperties, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { areaOf, type FeedbackStore, type Toast, type ToastArea } from './feedback-store';

/** What draws one toast: the toast, and `onClose`, which dismisses it. */
export interface ToastViewProps {
  readonly toast: Toast;
  readonly onClose: () => void;
}

/** Draws one toast (toast-views.tsx `ToastView`, Material UI). */
export type ToastViewComponent = ComponentType<ToastViewProps>;

/**
 * The areas are plain elements (a column with 8 px between toasts, above dialogs: Material UI's
 * snackbar layer), so the pages before sign-in can draw them without Material UI; only the toasts
 * in them are Material UI's (docs/architecture.md, "The first-load budget").
 */
const AREA_STYLE: CSSProperties = {
  position: 'fixed',
  bottom: 24,
  // Above dialogs (the idle dialog among them): a failure must be seen whatever is open.
  zIndex: 1400,
  width: 'min(600px, calc(100vw - 32px))',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
};

const PLACE: Record<ToastArea, CSSProperties> = {
  // Spec §8: "a bottom-centre error toast".
  'bottom-centre': { left: '50%', transform: 'translateX(-50%)', alignItems: 'center' },
  // Spec §2: each layout has "a bottom-left alert area".
  'bottom-left': { left: 24, alignItems: 'flex-start' },
};

/**
 * The bottom-left area is spec §2's alert area of every layout: a labelled live region that stays
 * in the page, so assistive technology is listening before the first alert arrives.
 */
function Area({
  area,
  toasts,
  store,
  View,
}: {
  area: ToastArea;
  toasts: readonly Toast[];
  store: FeedbackStore;
  View: ToastViewComponent;
}) {
  const { t } = useTranslation();
  const alertArea = area === 'bottom-left';
  if (toasts.length === 0 && !alertArea) return null;
  return (
    <div
      data-toast-area={area}
      {...(alertArea && {
        role: 'region',
        'aria-label': t('layouts.alerts'),
        'aria-live': 'polite' as const,
      })}
      style={{ ...AREA_STYLE, ...PLACE[area] }}
    >
      {toasts.map((toast) => (
        <View key={toast.id} toast={toast} onClose={() => store.dismiss(toast.id)} />
      ))}
    </div>
  );
}

/** Draws the store's toasts with `View`: newest at the bottom of each area. */
export function FeedbackViewport({ store, View }: { store: FeedbackStore; View: ToastViewComponent }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const inArea = (area: ToastArea) => toasts.filter((t) => areaOf(t.kind) === area);
  return (
    <>
      <Area area="bottom-centre" toasts={inArea('bottom-centre')} store={store} View={View} />
      <Area area="bottom-left" toasts={inArea('bottom-left')} store={store} View={View} />
    </>
  );
}
