import type { ComponentType } from 'react';
import { BulkActionBar } from '../features/transaction-jobs/bulk-actions/bulk-action-bar';
import { ExportCsvButton } from '../features/transaction-jobs/exports/export-csv-button';
import {
  type LookupJobSlots,
  LookupJobSlotsProvider,
} from '../features/transactions/lookup/lookup-job-slots';

/** The transaction jobs the transaction lookup page starts (transaction-jobs fills transactions' slots). */
export const LOOKUP_JOB_SLOTS: LookupJobSlots = {
  ExportButton: ExportCsvButton,
  BulkActionBar,
};

/**
 * A lookup screen with its job slots filled. The route registry loads this module beside the
 * lookup screens, so the export and the bulk actions (their dialogs, the CSV unzipping) come with
 * the lookup rather than with the signed-in layout.
 */
export function withLookupJobSlots(Screen: ComponentType): ComponentType {
  return function LookupScreenWithJobs() {
    return (
      <LookupJobSlotsProvider slots={LOOKUP_JOB_SLOTS}>
        <Screen />
      </LookupJobSlotsProvider>
    );
  };
}
