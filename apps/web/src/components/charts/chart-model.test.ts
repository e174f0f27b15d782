import { describe, expect, it } from 'vitest';
import { chartModel, columnLabel, isEmptyChart } from './chart-model';
import { chartValues } from './chart-values';
import { echartsOption } from './echarts-option';

const rows = [
  { status: 'Approved', count: 12, volume: 123450, baseCurrency: 'EUR' },
  { status: 'Declined', count: 3, volume: 5000, baseCurrency: 'EUR' },
];

describe('a chart widget model (spec §3 chartConfiguration)', () => {
  it('takes categories from the x column and one series per y column', () => {
    const model = chartModel(
      { chartType: 'ComboChart', xAxisColumn: 'status', yAxisColumn: ['volume', 'count'] },
      rows,
    );
    expect(model.categories).toEqual(['Approved', 'Declined']);
    expect(model.series.map((s) => [s.name, s.drawAs, s.values])).toEqual([
      ['Volume', 'bar', [123450, 5000]],
      ['Count', 'line', [12, 3]],
    ]);
    expect(model.currency).toBe('EUR');
    expect(model.categoryName).toBe('Status');
  });

  it('draws a pie and a map from the first y column only, named by yAxisColumnName', () => {
    const pie = chartModel(
      {
        chartType: 'PieChart',
        xAxisColumn: 'status',
        yAxisColumn: ['count', 'volume'],
        yAxisColumnName: 'Payments',
      },
      rows,
    );
    expect(pie.series).toHaveLength(1);
    expect(pie.series[0]?.name).toBe('Payments');
  });

  it('is empty with no rows or only zeros (spec §8 "No data")', () => {
    const settings = { chartType: 'BarChart', xAxisColumn: 'status', yAxisColumn: ['count'] } as const;
    expect(isEmptyChart(chartModel(settings, []))).toBe(true);
    expect(isEmptyChart(chartModel(settings, [{ status: 'x', count: 0 }]))).toBe(true);
    expect(isEmptyChart(chartModel(settings, rows))).toBe(false);
  });

  it('labels camelCase columns', () => {
    expect(columnLabel('successRate')).toBe('Success rate');
    expect(columnLabel('base_currency')).toBe('Base currency');
  });
});

describe('chart values (spec §9 display)', () => {
  const model = chartModel({ chartType: 'BarChart', xAxisColumn: 'status', yAxisColumn: ['volume'] }, rows);

  it('draws currency in major units and shows it with the currency decimals', () => {
    const values = chartValues(model, 'currency', () => 2);
    expect(values.scale(123450)).toBe(1234.5);
    expect(values.format(123450)).toBe('1.234,50 EUR');
    expect(chartValues(model, 'currency', () => 0).format(1234)).toBe('1.234 EUR');
  });

  it('shows time with the time pipe and counts grouped', () => {
    expect(chartValues(model, 'time', () => 2).format(1.2345)).toBe('1.235 s');
    expect(chartValues(model, 'default', () => 2).format(12345)).toBe('12.345');
  });

  it('gives ECharts the scaled value and keeps the raw one for the tooltip', () => {
    const option = echartsOption(
      model,
      chartValues(model, 'currency', () => 2),
      ['#000'],
    ) as {
      series: { type: string; data: { name: string; value: number; raw: number }[] }[];
      tooltip: { formatter: (p: unknown) => string };
    };
    expect(option.series[0]?.type).toBe('bar');
    expect(option.series[0]?.data[0]).toEqual({ name: 'Approved', value: 1234.5, raw: 123450 });
    expect(
      option.tooltip.formatter([{ name: 'Approved', seriesName: 'Volume', data: { raw: 123450 } }]),
    ).toBe('Approved<br/>Volume: 1.234,50 EUR');
  });

  it('maps a GeoChart onto the registered world map', () => {
    const geo = chartModel({ chartType: 'GeoChart', xAxisColumn: 'country', yAxisColumn: ['count'] }, [
      { country: 'DE', count: 4 },
    ]);
    const option = echartsOption(
      geo,
      chartValues(geo, 'default', () => 2),
      ['#000'],
    ) as {
      series: { type: string; map: string }[];
    };
    expect(option.series[0]).toMatchObject({ type: 'map', map: 'world' });
  });
});
