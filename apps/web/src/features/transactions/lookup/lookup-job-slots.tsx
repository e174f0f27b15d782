import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { RowSelection } from '../../../lib/hooks/use-row-selection';
import type { BulkActionArea } from '../../../lib/transaction-jobs/job-areas';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import type { LookupState } from '../../../lib/transactions/lookup-params';

/**
 * The transaction jobs the lookup page starts: the CSV export (with its progress and recent
 * exports) and the bulk action bar over the selected rows. They belong to the transaction-jobs
 * feature; the composition root (app/slots.tsx) fills these slots, so this feature does not import
 * that one. An empty slot draws nothing.
 */
export interface LookupJobSlots {
  readonly ExportButton?: ComponentType<{ area: LookupArea; state: LookupState }>;
  readonly BulkActionBar?: ComponentType<{ area: BulkActionArea; selection: RowSelection }>;
}

const LookupJobSlotsContext = createContext<LookupJobSlots>({});

export function LookupJobSlotsProvider({ slots, children }: { slots: LookupJobSlots; children: ReactNode }) {
  return <LookupJobSlotsContext.Provider value={slots}>{children}</LookupJobSlotsContext.Provider>;
}

export function useLookupJobSlots(): LookupJobSlots {
  return useContext(LookupJobSlotsContext);
}
