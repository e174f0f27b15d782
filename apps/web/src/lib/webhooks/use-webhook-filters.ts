import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { configuredTimeZone } from '../dates/time-zones';
import type { WebhookAudience } from './webhook-calls';
import {
  type WebhookFilterState,
  webhookFilterParams,
  webhookFiltersFromParams,
  webhookListQueryOf,
} from './webhook-filters';

/**
 * The webhook filters of the URL, the call's query they make, and `update`, which writes a change
 * back to the URL; any change but the page's own starts again on the first page. A merchant user's
 * calls are their own merchant's, so a merchant of the URL is dropped for them.
 */
export function useWebhookFilters(audience: WebhookAudience) {
  const [params, setParams] = useSearchParams();
  const zone = configuredTimeZone();
  const state = useMemo(() => {
    const read = webhookFiltersFromParams(params, zone);
    return audience === 'merchant' ? { ...read, merchantId: '' } : read;
  }, [params, zone, audience]);
  const query = useMemo(() => webhookListQueryOf(state, zone), [state, zone]);
  const update = (patch: Partial<WebhookFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(webhookFilterParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  return { state, query, zone, update };
}
