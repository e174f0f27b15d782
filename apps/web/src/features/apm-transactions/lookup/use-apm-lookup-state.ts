import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ApmLookupState, readApmState, writeApmState } from '../model/apm-lookup-params';

/** The APM lookup's state in the URL; any change but a page change goes back to the first page. */
export function useApmLookupState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readApmState(params), [params]);
  const update = useCallback(
    (patch: Partial<ApmLookupState>) => {
      const next = { ...state, ...patch, ...(!('pageIndex' in patch) && { pageIndex: 0 }) };
      setParams(writeApmState(next));
    },
    [state, setParams],
  );
  return { state, update };
}
