import { alertCalls } from '@paydesk/contracts/alerts/alert.endpoints';
import type { AlertListQuery, AlertView } from '@paydesk/contracts/alerts/alert.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api/api-client';

/**
 * Whose alerts a screen lists (spec §6: each level has its own alert calls): a merchant's
 * (`/alerts`), a tenant's over its merchants (`/tenant/alerts`) or every tenant's (`/platform/alerts`).
 */
export type AlertAudience = 'merchant' | 'tenant' | 'platform';

/** One page of an alert list's filters, as the call sends them. */
export type AlertListParams = z.output<typeof AlertListQuery>;

/** The audience of a signed-in user's alert calls, by their user type. */
export function alertAudienceOf(userType: string): AlertAudience {
  if (userType === 'Platform') return 'platform';
  return userType === 'crm' ? 'tenant' : 'merchant';
}

export function alertListCallOf(audience: AlertAudience) {
  if (audience === 'platform') return alertCalls.platformList;
  return audience === 'tenant' ? alertCalls.tenantList : alertCalls.merchantList;
}

/** TanStack Query keys of the alerts; every key starts with 'alerts'. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (audience: AlertAudience, query: AlertListParams) => ['alerts', 'list', audience, query] as const,
  one: (id: string) => ['alerts', 'one', id] as const,
};

/**
 * One page of the audience's alerts for the filters. The previous page stays on screen while the
 * next loads (marked busy); a failure is the screen's to show (its retry), not a toast.
 */
export function useAlertList(audience: AlertAudience, query: AlertListParams) {
  return useQuery({
    queryKey: alertKeys.list(audience, query),
    queryFn: ({ signal }) => callEndpoint(alertListCallOf(audience), { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

/** One alert (a notification's link, `?alert=<id>`); off while none is asked for. */
export function useAlert(id: string | null) {
  return useQuery({
    queryKey: alertKeys.one(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(alertCalls.get, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

/**
 * Acknowledges an alert (once: a second time is 409 ALERT_ALREADY_ACKNOWLEDGED). Either way the
 * alerts are read again, so the row shows who acknowledged it; the refusal is the caller's to show.
 */
export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: Pick<AlertView, 'id'>) =>
      callEndpoint(alertCalls.acknowledge, { params: { id: alert.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
    meta: { silentError: true },
  });
}
