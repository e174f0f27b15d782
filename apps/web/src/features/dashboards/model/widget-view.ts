import type { WidgetType } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { ChartSettings, TooltipKind } from '../../../components/charts/chart-model';
import type { WidgetDataSource, WidgetFilterValue } from './widget-request';

export type { WidgetType };

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
  /** A `Static` widget's own text (spec §3 dataSourceData): drawn without a call. */
  readonly staticText: string | null;
  readonly filters: Readonly<Record<string, WidgetFilterValue>>;
  readonly place: GridPlace;
  /** Shared with the user's role by someone else: shown, not changed. */
  readonly readOnly: boolean;
}
