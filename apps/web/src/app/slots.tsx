import type { ReactNode } from 'react';
import { NotificationsBell } from '../features/notifications/panel/notifications-bell';
import { OfferDialogHost } from '../features/onboarding/offers/offer-dialog-host';
import {
  CONTACT_SUPPORT_TITLE,
  ContactSupportDialog,
} from '../features/support/contact-support/contact-support-dialog';
import { BulkActionBar } from '../features/transaction-jobs/bulk-actions/bulk-action-bar';
import { ExportCsvButton } from '../features/transaction-jobs/exports/export-csv-button';
import {
  type LookupJobSlots,
  LookupJobSlotsProvider,
} from '../features/transactions/lookup/lookup-job-slots';
import {
  type ContactSupportSlotProps,
  type LayoutSlots,
  LayoutSlotsProvider,
} from '../shell/layout/layout-slots';

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

/** The transaction jobs the transaction lookup page starts (transaction-jobs fills transactions' slots). */
export const LOOKUP_JOB_SLOTS: LookupJobSlots = {
  ExportButton: ExportCsvButton,
  BulkActionBar,
};

/** Every slot the composition root fills, around the signed-in area (and the test kit's router). */
export function AppSlots({ children }: { children: ReactNode }) {
  return (
    <LayoutSlotsProvider slots={LAYOUT_SLOTS}>
      <LookupJobSlotsProvider slots={LOOKUP_JOB_SLOTS}>{children}</LookupJobSlotsProvider>
    </LayoutSlotsProvider>
  );
}
