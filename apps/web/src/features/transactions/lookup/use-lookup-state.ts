import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { type LookupState, readLookupState, writeLookupState } from '../../../lib/transactions/lookup-params';

/**
 * The lookup's filters, sort and page, read from and written to the URL. Any change but a page
 * change goes back to the first page (page 3 of another filter means nothing).
 */
export function useLookupState(area: LookupArea) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLookupState(params, area), [params, area]);
  const update = useCallback(
    (patch: Partial<LookupState>) => {
      const next = { ...state, ...patch, ...(!('pageIndex' in patch) && { pageIndex: 0 }) };
      setParams(writeLookupState(next));
    },
    [state, setParams],
  );
  return { state, update };
}
