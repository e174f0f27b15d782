import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFromPath } from '../../../lib/api/api-client';
import { backoffRefetchInterval } from '../../../lib/http/backoff-refetch-interval';
import { localSettings } from '../../../lib/local-settings';
import { readWidgetPayload } from '../model/widget-payload';
import type { WidgetFilterValue } from '../model/widget-request';
import { widgetDataRequest } from '../model/widget-request';
import type { WidgetView } from '../model/widget-view';

/**
 * The rollups behind the charts are at most a minute behind the payments (docs/analytics.md), so
 * a dashboard reads its widgets again every minute; a failed read waits twice as long (spec §8).
 */
export const WIDGET_REFRESH_MS = 60_000;

export interface WidgetDataInput {
  /** The dashboard's period and, for tables, the page (spec §7: pageIndex, PageSize). */
  readonly extra: Readonly<Record<string, WidgetFilterValue>>;
  readonly timezoneOffset: number;
}

/**
 * A widget's data, from its own endpoint (spec §7). The previous answer stays on view while the
 * next loads and when it fails (spec §8: "Widgets on a data error show the previous data"); the
 * widget says so itself, so the error toast is not raised for every widget on the page.
 */
export function useWidgetData(widget: WidgetView, input: WidgetDataInput) {
  const request = widgetDataRequest(
    widget.source,
    { ...widget.filters, ...input.extra },
    input.timezoneOffset,
  );
  return useQuery({
    queryKey: ['dashboards', 'widget-data', localSettings.getSystemMode(), request] as const,
    queryFn: async ({ signal }) =>
      readWidgetPayload(
        await getFromPath(request.path, { query: request.query, headers: request.headers, signal }),
      ),
    enabled: widget.staticText === null,
    placeholderData: keepPreviousData,
    refetchInterval: backoffRefetchInterval(WIDGET_REFRESH_MS),
    meta: { silentError: true },
  });
}
