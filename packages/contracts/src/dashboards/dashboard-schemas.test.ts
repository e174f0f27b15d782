import { describe, expect, it } from 'vitest';
import { EditPersonalWidgetsInput, WidgetLayout } from './user-dashboard.schemas';
import { WidgetInput } from './widget.schemas';
import { INVALID_JSON_MESSAGE, readWidgetFilters, WidgetFiltersText } from './widget-filters';

const CATEGORY = '7f0c3a52-4d7e-4a5b-9a43-6f6f2f0b1c11';

const chartWidget = {
  categoryId: CATEGORY,
  name: 'Transactions by status',
  dataSourceEndpoint: '/reporting/reports/transaction-summary/charts/grouped-by-status',
  dataSourceEndpointId: 'TRANSACTIONS_BY_STATUS',
  data: {
    configuration: {
      widgetType: 'CHART_WIDGET',
      chartConfiguration: { chartType: 'PieChart', xAxisColumn: 'status', yAxisColumn: ['count'] },
    },
  },
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('widget filters text', () => {
  it('accepts JSON of the known keys and keeps the text as sent', () => {
    const sent = '{"paymentMethod":["Card"],"dateRange":"last7Days"}';
    expect(WidgetFiltersText.parse(sent)).toBe(sent);
    expect(readWidgetFilters(sent)).toEqual({ paymentMethod: ['Card'], dateRange: 'last7Days' });
  });

  it('refuses text that is not JSON, with a field message', () => {
    expect(messagesOf(WidgetFiltersText.safeParse('{paymentMethod'))).toEqual([INVALID_JSON_MESSAGE]);
  });

  it('refuses an unknown key (a mode among them: the Mode header carries it) and a wrong value', () => {
    expect(WidgetFiltersText.safeParse('{"mode":"Live"}').success).toBe(false);
    expect(messagesOf(WidgetFiltersText.safeParse('{"pageSize":7}'))[0]).toMatch(
      /^pageSize: Must be one of 5/,
    );
  });
});

describe('widget input', () => {
  it('accepts a chart widget with one of the nine chart data sources', () => {
    expect(WidgetInput.safeParse(chartWidget).success).toBe(true);
  });

  it('refuses a chart widget whose endpoint id is not a chart data source, on that field', () => {
    const result = WidgetInput.safeParse({ ...chartWidget, dataSourceEndpointId: 'TRANSACTIONS_BY_COLOUR' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dataSourceEndpointId']);
  });

  it('refuses a chart widget without a chart configuration', () => {
    const result = WidgetInput.safeParse({
      ...chartWidget,
      data: { configuration: { widgetType: 'CHART_WIDGET' } },
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'data.configuration.chartConfiguration',
    ]);
  });
});

describe('layout', () => {
  it('fits the 12-column grid', () => {
    expect(WidgetLayout.safeParse({ x: 8, y: 0, w: 4, h: 3 }).success).toBe(true);
    expect(WidgetLayout.safeParse({ x: 9, y: 0, w: 4, h: 3 }).success).toBe(false);
  });

  it('refuses the same widget twice in one edit', () => {
    const id = '1b2f61a4-6d0f-4b44-8a4e-29b2d1f0e001';
    expect(EditPersonalWidgetsInput.safeParse({ widgets: [{ id }, { id }] }).success).toBe(false);
  });
});
