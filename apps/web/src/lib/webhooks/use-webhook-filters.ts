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
 * calls are their own merchant's, so a merchant of the URL is dropped for them; a tenant of the URL
 * is kept only when the screen offers one (`tenant`: platform staff, whose calls take `tenantId`).
 */
export function useWebhookFilters(audience: WebhookAudience, { tenant }: { readonly tenant: boolean }) {
  const [params, setParams] = useSearchParams();
  const zone = configuredTimeZone();
  const state = useMemo(() => {
    const read = webhookFiltersFromParams(params, zone);
    return {
      ...read,
      ...(audience === 'merchant' && { merchantId: '' }),
      ...(!tenant && { tenantId: '' }),
    };
  }, [params, zone, audience, tenant]);
  const query = useMemo(() => webhookListQueryOf(state, zone), [state, zone]);
  const update = (patch: Partial<WebhookFilterState>) => {
    const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize');
    setParams(webhookFilterParams({ ...state, ...(resetsPage ? { page: 0 } : {}), ...patch }, zone));
  };
  return { state, query, zone, update };
}
