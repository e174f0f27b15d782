import { lazy, type ReactNode, Suspense } from 'react';
import { NotificationsBell } from '../features/notifications/panel/notifications-bell';
import { OfferDialogHost } from '../features/onboarding/offers/offer-dialog-host';
import { loadScreenTexts } from '../i18n/i18n-signed-in';
import {
  type ContactSupportSlotProps,
  type LayoutSlots,
  LayoutSlotsProvider,
} from '../shell/layout/layout-slots';
import { BuiltScreensProvider } from '../shell/navigation/built-screens';
import { isBuiltScreen } from './routes/route-registry';

/**
 * The Contact Support dialog, its own chunk (its fields, file uploads and searches), loaded when the
 * toolbar's button first opens it. Closed, the dialog draws nothing, so nothing is loaded before.
 */
const ContactSupportWindow = lazy(async () => {
  // With the screens' texts, which the dialog's are part of (i18n/i18n-signed-in.ts).
  const [{ CONTACT_SUPPORT_TITLE, ContactSupportDialog }] = await Promise.all([
    import('../features/support/contact-support/contact-support-dialog'),
    loadScreenTexts(),
  ]);
  return {
    default: ({ onClose }: Pick<ContactSupportSlotProps, 'onClose'>) => (
      <ContactSupportDialog open title={CONTACT_SUPPORT_TITLE.contact} onClose={onClose} />
    ),
  };
});

function ContactSupport({ open, onClose }: ContactSupportSlotProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ContactSupportWindow onClose={onClose} />
    </Suspense>
  );
}

/**
 * The features' widgets the layout shows: the composition root fills the shell's slots, so the shell
 * imports no feature (docs/architecture.md, "The web portal").
 */
export const LAYOUT_SLOTS: LayoutSlots = {
  NotificationsBell,
  ContactSupportDialog: ContactSupport,
  Overlays: OfferDialogHost,
};

/**
 * The layout's slots, around the signed-in area (and the test kit's router), and which routes have
 * a screen built (the menu leaves the others out; the landing path is the first built one). The
 * transaction lookup's job slots come with the lookup screens (lookup-job-slots.tsx,
 * routes/route-registry.tsx).
 */
export function AppSlots({ children }: { children: ReactNode }) {
  return (
    <BuiltScreensProvider isBuilt={isBuiltScreen}>
      <LayoutSlotsProvider slots={LAYOUT_SLOTS}>{children}</LayoutSlotsProvider>
    </BuiltScreensProvider>
  );
}
