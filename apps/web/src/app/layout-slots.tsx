import { NotificationsBell } from '../features/notifications/panel/notifications-bell';
import { OfferDialogHost } from '../features/onboarding/offers/offer-dialog-host';
import {
  CONTACT_SUPPORT_TITLE,
  ContactSupportDialog,
} from '../features/support/contact-support/contact-support-dialog';
import type { ContactSupportSlotProps, LayoutSlots } from '../shell/layout/layout-slots';

function ContactSupport({ open, onClose }: ContactSupportSlotProps) {
  return <ContactSupportDialog open={open} title={CONTACT_SUPPORT_TITLE.contact} onClose={onClose} />;
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
