import {
  AUDIT_OUTCOMES,
  AUDIT_PAGING,
  type AuditFilter,
  type AuditListQuery,
  type AuditOutcome,
} from '@paydesk/contracts/audit/audit.schemas';

/**
 * The panel's state, kept in the URL (a filtered trail can be bookmarked and shared; Back undoes a
 * filter): the filters and the page. Unknown or malformed values are dropped.
 */
export interface AuditFilterState {
  readonly resourceType: string;
  readonly resourceId: string;
  /** A user id or part of an e-mail. */
  readonly actor: string;
  /** An action, or the group before its dot (transaction). */
  readonly action: string;
  readonly outcome: AuditOutcome | '';
  /** YYYY-MM-DD, days in the browser's time. */
  readonly from: string;
  readonly to: string;
  readonly page: number;
  readonly pageSize: number;
}

export const TEXT_FILTERS = ['resourceType', 'resourceId', 'actor', 'action'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): AuditFilterState {
  const outcome = params.get('outcome') ?? '';
  const pageSize = Number(params.get('pageSize'));
  const page = Number(params.get('page'));
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) as string) : '');
  const textOf = (key: string) => (params.get(key) ?? '').slice(0, 254);
  return {
    resourceType: textOf('resourceType'),
    resourceId: textOf('resourceId'),
    actor: textOf('actor'),
    action: textOf('action'),
    outcome: (AUDIT_OUTCOMES as readonly string[]).includes(outcome) ? (outcome as AuditOutcome) : '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 0 ? page : 0,
    pageSize: (AUDIT_PAGING.pageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : AUDIT_PAGING.defaultPageSize,
  };
}

/** The state as URL params, defaults left out. */
export function paramsOf(state: AuditFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number, fallback: string | number = '') => {
    if (value !== fallback) params.set(key, String(value));
  };
  for (const key of TEXT_FILTERS) put(key, state[key].trim());
  put('outcome', state.outcome);
  put('from', state.from);
  put('to', state.to);
  put('page', state.page, 0);
  put('pageSize', state.pageSize, AUDIT_PAGING.defaultPageSize);
  return params;
}

/** A local day's start as an ISO instant (the server compares instants). */
function startOfLocalDay(day: string, plusDays = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + plusDays).toISOString();
}

/** The filters of the list and the export: "to" includes its whole day (the server's end is exclusive). */
export function filterOf(state: AuditFilterState): AuditFilter {
  const filter: Record<string, string> = {};
  for (const key of TEXT_FILTERS) if (state[key].trim()) filter[key] = state[key].trim();
  if (state.outcome) filter.outcome = state.outcome;
  if (state.from) filter.from = startOfLocalDay(state.from);
  if (state.to) filter.to = startOfLocalDay(state.to, 1);
  return filter as AuditFilter;
}

export function listQueryOf(state: AuditFilterState): AuditListQuery {
  return { ...filterOf(state), pageIndex: state.page, pageSize: state.pageSize };
}
