import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import {
  ChartDataSource,
  ChartType,
  DASHBOARD_GRID,
  DataSourceType,
  TooltipType,
  WidgetType,
} from './dashboard-enums';
import { jsonText, WidgetFiltersText } from './widget-filters';

/**
 * The catalogue widget of spec §3 (`widgetId`, `categoryId`, `filters`, `data.configuration`,
 * `dataSource*`), as dashboard management writes it and every dashboard draws it. Requests use
 * the `…Input` shapes (every string through `text(max)`); answers the plain ones.
 */

const Id = z.uuid();
const name = text(TEXT_MAX.name).trim().min(1, 'Enter a name');
const column = text(TEXT_MAX.key).trim().min(1);
const columns = z.array(column).max(50);

/** `chartOptions`: the chart library's own options, JSON text of an object (spec §3, shape not given). */
const ChartOptionsText = jsonText(z.record(z.string(), z.unknown()), TEXT_MAX.text * 4);

/** Spec §3 chartConfiguration. */
export const ChartConfigurationInput = z.strictObject({
  chartType: ChartType,
  chartOptions: ChartOptionsText.nullish(),
  xAxisColumn: column,
  xAxisColumnName: text(TEXT_MAX.name).trim().nullish(),
  yAxisColumn: columns.min(1, 'Choose at least one column'),
  yAxisColumnName: text(TEXT_MAX.name).trim().nullish(),
  tooltipValue: text(TEXT_MAX.key).trim().nullish(),
  tooltipType: TooltipType.default('default'),
});

/**
 * Spec §3 tableConfiguration. `pipes` name the display rule of each column (same order as
 * `tableDataProperties`); `navigationUrl` is a route template a row's field is put into (spec §2).
 */
export const TableConfigurationInput = z.strictObject({
  tableDataProperties: columns.min(1, 'Choose at least one column'),
  tableDataColumns: columns.min(1, 'Name at least one column'),
  customTemplate: text(TEXT_MAX.key).trim().nullish(),
  pipes: z.array(text(TEXT_MAX.key).trim()).max(50).default([]),
  navigationUrl: text(TEXT_MAX.url).trim().nullish(),
});

/** Spec §3 data.configuration. `description` is a comma list (the widget's subtitle lines). */
export const WidgetConfigurationInput = z
  .strictObject({
    widgetType: WidgetType,
    description: text(TEXT_MAX.text).trim().nullish(),
    isLast24Hours: z.boolean().default(false),
    customPipe: text(TEXT_MAX.key).trim().nullish(),
    chartConfiguration: ChartConfigurationInput.nullish(),
    tableConfiguration: TableConfigurationInput.nullish(),
  })
  .superRefine((configuration, context) => {
    if (configuration.widgetType === 'CHART_WIDGET' && !configuration.chartConfiguration) {
      context.addIssue({
        code: 'custom',
        path: ['chartConfiguration'],
        message: 'A chart widget needs a chart configuration',
      });
    }
    if (configuration.widgetType === 'TABLE_WIDGET' && !configuration.tableConfiguration) {
      context.addIssue({
        code: 'custom',
        path: ['tableConfiguration'],
        message: 'A table widget needs a table configuration',
      });
    }
  });

/** A widget's size on the grid when it is added to a dashboard (its position is the dashboard's). */
export const WidgetSize = z.object({
  w: z.number().int().min(1).max(DASHBOARD_GRID.columns),
  h: z.number().int().min(1).max(DASHBOARD_GRID.maxHeight),
});
export type WidgetSize = z.infer<typeof WidgetSize>;

/** `POST dashboard/widget` and `PUT dashboard/widget/{categoryId}/{widgetId}` (spec §7, body not shown). */
export const WidgetInput = z
  .strictObject({
    categoryId: Id,
    name,
    filters: WidgetFiltersText.default('{}'),
    data: z.strictObject({ configuration: WidgetConfigurationInput }),
    dataSourceType: DataSourceType.default('Endpoint'),
    dataSourceEndpoint: text(TEXT_MAX.url).trim().nullish(),
    dataSourceMoreDataEndpoint: text(TEXT_MAX.url).trim().nullish(),
    dataSourceEndpointId: text(TEXT_MAX.key).trim().nullish(),
    /** A `Static` widget's own data (a banner's text). */
    dataSourceData: text(TEXT_MAX.text * 4, { multiline: true }).nullish(),
    defaultSize: WidgetSize.default({ w: 4, h: 4 }),
  })
  .superRefine((widget, context) => {
    if (widget.dataSourceType === 'Endpoint' && !widget.dataSourceEndpoint) {
      context.addIssue({
        code: 'custom',
        path: ['dataSourceEndpoint'],
        message: 'Enter the endpoint the widget reads',
      });
    }
    if (widget.dataSourceType === 'Static' && !widget.dataSourceData) {
      context.addIssue({ code: 'custom', path: ['dataSourceData'], message: 'Enter what the widget shows' });
    }
    const isChart = widget.data.configuration.widgetType === 'CHART_WIDGET';
    if (isChart && !ChartDataSource.safeParse(widget.dataSourceEndpointId).success) {
      context.addIssue({
        code: 'custom',
        path: ['dataSourceEndpointId'],
        message: `Must be one of ${ChartDataSource.options.join(', ')}`,
      });
    }
  });
export type WidgetInput = z.infer<typeof WidgetInput>;

export const ChartConfiguration = z.object({
  chartType: ChartType,
  chartOptions: z.string().nullable(),
  xAxisColumn: z.string(),
  xAxisColumnName: z.string().nullable(),
  yAxisColumn: z.array(z.string()),
  yAxisColumnName: z.string().nullable(),
  tooltipValue: z.string().nullable(),
  tooltipType: TooltipType,
});
export type ChartConfiguration = z.infer<typeof ChartConfiguration>;

export const TableConfiguration = z.object({
  tableDataProperties: z.array(z.string()),
  tableDataColumns: z.array(z.string()),
  customTemplate: z.string().nullable(),
  pipes: z.array(z.string()),
  navigationUrl: z.string().nullable(),
});
export type TableConfiguration = z.infer<typeof TableConfiguration>;

export const WidgetConfiguration = z.object({
  widgetType: WidgetType,
  description: z.string().nullable(),
  isLast24Hours: z.boolean(),
  customPipe: z.string().nullable(),
  chartConfiguration: ChartConfiguration.nullable(),
  tableConfiguration: TableConfiguration.nullable(),
});
export type WidgetConfiguration = z.infer<typeof WidgetConfiguration>;

/** Spec §3 Widget: a catalogue entry. */
export const Widget = z.object({
  widgetId: Id,
  categoryId: Id,
  name: z.string(),
  /** JSON text of WidgetFilters: the widget's default filters. */
  filters: z.string(),
  data: z.object({ configuration: WidgetConfiguration }),
  dataSourceType: DataSourceType,
  dataSourceEndpoint: z.string().nullable(),
  dataSourceMoreDataEndpoint: z.string().nullable(),
  dataSourceEndpointId: z.string().nullable(),
  dataSourceData: z.string().nullable(),
  defaultSize: WidgetSize,
});
export type Widget = z.infer<typeof Widget>;
