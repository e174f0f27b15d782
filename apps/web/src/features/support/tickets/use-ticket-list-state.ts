import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { SupportArea } from '../model/support-area';
import { readListState, type TicketListState, writeListState } from '../model/ticket-list-params';

/**
 * The list's filters, sort and page, read from and written to the URL. Any change but a page
 * change goes back to the first page (page 3 of another filter means nothing).
 */
export function useTicketListState(area: SupportArea) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, area), [params, area]);
  const update = useCallback(
    (patch: Partial<TicketListState>) => {
      const next = { ...state, ...patch, ...(!('pageIndex' in patch) && { pageIndex: 0 }) };
      setParams(writeListState(next));
    },
    [state, setParams],
  );
  return { state, update };
}
