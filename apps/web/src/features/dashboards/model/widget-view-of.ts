import type { PersonalWidget } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { readWidgetFilters } from '@paydesk/contracts/dashboards/widget-filters';
import type { WidgetView } from './widget-view';

/** A widget of the user's dashboard (the contract's shape) as the widgets draw it. */
export function widgetViewOf(personal: PersonalWidget): WidgetView {
  const { widget } = personal;
  const configuration = widget.data.configuration;
  const chart = configuration.chartConfiguration;
  const table = configuration.tableConfiguration;
  return {
    key: personal.id,
    title: personal.title,
    type: configuration.widgetType,
    description: (configuration.description ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    isLast24Hours: configuration.isLast24Hours,
    customPipe: configuration.customPipe,
    chart: chart
      ? {
          chartType: chart.chartType,
          xAxisColumn: chart.xAxisColumn,
          xAxisColumnName: chart.xAxisColumnName,
          yAxisColumn: chart.yAxisColumn,
          yAxisColumnName: chart.yAxisColumnName,
          tooltipType: chart.tooltipType,
        }
      : null,
    table: table
      ? {
          properties: table.tableDataProperties,
          columns: table.tableDataColumns,
          pipes: table.pipes,
          navigationUrl: table.navigationUrl,
        }
      : null,
    source: {
      widgetId: widget.widgetId,
      dataSourceEndpoint: widget.dataSourceEndpoint ?? '',
      dataSourceEndpointId: widget.dataSourceEndpointId,
    },
    staticText: widget.dataSourceType === 'Static' ? (widget.dataSourceData ?? '') : null,
    filters: readWidgetFilters(personal.filters),
    place: personal.layout,
    readOnly: personal.readOnly,
  };
}
