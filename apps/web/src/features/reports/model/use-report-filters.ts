import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { configuredTimeZone } from '../../../lib/dates/time-zones';
import {
  filtersFromParams,
  paramsOf,
  type ReportFilterState,
  type ReportQuery,
  reportQueryOf,
} from './report-filters';

export interface ReportFilters {
  readonly state: ReportFilterState;
  /** The calls' filter: the days in the user's zone, with its offset. */
  readonly query: ReportQuery;
  readonly zone: string;
  /** A change of filters starts again at the first page; paging keeps the filters. */
  readonly update: (patch: Partial<ReportFilterState>) => void;
}

/** A report screen's filters, read from and written to the URL. */
export function useReportFilters(): ReportFilters {
  const [params, setParams] = useSearchParams();
  const zone = configuredTimeZone();
  const state = useMemo(() => filtersFromParams(params, zone), [params, zone]);
  const query = useMemo(() => reportQueryOf(state, zone), [state, zone]);
  const update = (patch: Partial<ReportFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(paramsOf({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  return { state, query, zone, update };
}
