/**
 * Spec §7 "Widget data and reports": how a widget asks for its data. A GET on the widget's own
 * endpoint with endpointId, widgetId and Mode headers (Mode is added by the API client); its filters
 * as query parameters, arrays joined by commas and nulls dropped, with widgetId and timezoneOffset
 * added; a path starting /reporting is rewritten to /reporting/dashboard.
 */
export interface WidgetDataSource {
  readonly widgetId: string;
  readonly dataSourceEndpoint: string;
  readonly dataSourceEndpointId?: string | number | null;
}

export interface WidgetDataRequest {
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
}

export type WidgetFilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `/reporting/x` → `/reporting/dashboard/x`; other paths (the `api/…` chart calls) are kept. */
export function widgetDataPath(endpoint: string): string {
  const path = `/${endpoint.replace(/^\/+/, '')}`;
  if (path.startsWith('/reporting/dashboard/')) return path;
  if (path === '/reporting' || path.startsWith('/reporting/') || path.startsWith('/reporting?')) {
    return `/reporting/dashboard${path.slice('/reporting'.length)}`;
  }
  return path;
}

/** The filters as query parameters: nulls (and empty arrays) dropped, arrays joined by commas. */
export function filterQuery(filters: Readonly<Record<string, WidgetFilterValue>>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
      continue;
    }
    query[key] = String(value);
  }
  return query;
}

export function widgetDataRequest(
  source: WidgetDataSource,
  filters: Readonly<Record<string, WidgetFilterValue>>,
  timezoneOffset: number,
): WidgetDataRequest {
  const headers: Record<string, string> = { widgetId: source.widgetId };
  if (source.dataSourceEndpointId !== null && source.dataSourceEndpointId !== undefined) {
    headers.endpointId = String(source.dataSourceEndpointId);
  }
  return {
    path: widgetDataPath(source.dataSourceEndpoint),
    query: { ...filterQuery(filters), widgetId: source.widgetId, timezoneOffset: String(timezoneOffset) },
    headers,
  };
}

/** A widget's `filters` field is JSON text (spec §3); unreadable or non-object text is no filter. */
export function parseWidgetFilters(text: string | null | undefined): Record<string, WidgetFilterValue> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, WidgetFilterValue>)
      : {};
  } catch {
    return {};
  }
}
