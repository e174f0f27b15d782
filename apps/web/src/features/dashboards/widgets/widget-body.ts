import type { PeriodRange } from '../model/dashboard-period';
import type { WidgetPayload } from '../model/widget-payload';
import type { WidgetView } from '../model/widget-view';

/** What each widget type draws from: its configuration, its data, and the period it covers. */
export interface WidgetBodyProps {
  readonly widget: WidgetView;
  readonly payload: WidgetPayload;
  readonly range: PeriodRange;
}

/** A table widget's page (spec §9: page index 0, page size 5 by default). */
export interface WidgetPaging {
  readonly page: { readonly pageIndex: number; readonly pageSize: number };
  readonly onPage: (page: { pageIndex: number; pageSize: number }) => void;
}
