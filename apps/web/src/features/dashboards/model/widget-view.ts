import type { ChartSettings, TooltipKind } from '../charts/chart-model';
import type { WidgetDataSource, WidgetFilterValue } from './widget-request';

/** Spec §1: the eight widget types. */
export type WidgetType =
  | 'CHART_WIDGET'
  | 'BANNER_WIDGET'
  | 'TABLE_WIDGET'
  | 'PIPELINE_CHART'
  | 'MAP_WIDGET'
  | 'WEBHOOK_STATUS'
  | 'COUNT_WIDGET'
  | 'SUCCESS_RATE_WIDGET';

/** A place on the dashboard's 12-column grid. */
export interface GridPlace {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface TableSettings {
  /** The row fields shown, in order, and their headings. */
  readonly properties: readonly string[];
  readonly columns: readonly string[];
  /** A display rule per column ('currency', 'time', 'percent', …), by position. */
  readonly pipes: readonly (string | null)[];
  /** A route template a row opens, e.g. '/crm/onboarding/{merchantId}' (spec §2 table-action navigation). */
  readonly navigationUrl: string | null;
}

/**
 * One widget as the dashboard draws it, read from the configuration (spec §3 Widget): what it is,
 * where its data comes from, its filters, and where it sits. The contract's shape is mapped onto
 * this once (`widgetViewOf`), so the widgets read plain fields.
 */
export interface WidgetView {
  /** The widget on this dashboard (a personal widget's own id, or the catalogue widget's). */
  readonly key: string;
  readonly title: string;
  readonly type: WidgetType;
  /** Spec §3 `description`: a comma list, shown as the widget's subtitle. */
  readonly description: readonly string[];
  readonly isLast24Hours: boolean;
  readonly customPipe: string | null;
  readonly chart: (ChartSettings & { readonly tooltipType: TooltipKind | null }) | null;
  readonly table: TableSettings | null;
  readonly source: WidgetDataSource;
  readonly filters: Readonly<Record<string, WidgetFilterValue>>;
  readonly place: GridPlace;
  /** Shared with the user's role by someone else: shown, not changed. */
  readonly readOnly: boolean;
}

/** A new widget's size on the grid, by type: numbers small, charts and tables wider. */
export function defaultSize(type: WidgetType): Pick<GridPlace, 'w' | 'h'> {
  switch (type) {
    case 'COUNT_WIDGET':
    case 'SUCCESS_RATE_WIDGET':
    case 'WEBHOOK_STATUS':
      return { w: 3, h: 2 };
    case 'BANNER_WIDGET':
      return { w: 12, h: 1 };
    case 'TABLE_WIDGET':
    case 'MAP_WIDGET':
      return { w: 6, h: 4 };
    default:
      return { w: 6, h: 3 };
  }
}
