import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPORT_TOOL } from '@paydesk/contracts/reports/report-tool.schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { formatDateTime } from '../../../lib/format/date-format';
import { ReportChart } from '../components/report-chart';
import { ReportRowsTable, useLocalPage } from '../components/report-rows-table';
import { ReportSection } from '../components/report-section';
import { PIVOT_DIMENSIONS, type PivotDimension, type PivotFilter, pivotRows, valuesOf } from './pivot';
import { useReportToolWindow } from './use-report-tool-window';

/**
 * The report tool, in its pop-up (`/report-tool`; docs/report-tool.md): the data its report page
 * sent, grouped by a dimension, narrowed by the others, charted and tabled. A message it refuses
 * shows spec §8's 'AUTHENTICATION FAILED' and changes nothing else.
 */
export function ReportToolWindow() {
  const { t } = useTranslation();
  const { payload, failed, orphan } = useReportToolWindow('data-analytics');
  const [by, setBy] = useState<PivotDimension>('day');
  const [measure, setMeasure] = useState<'count' | 'volume'>('count');
  const [filter, setFilter] = useState<PivotFilter>({});
  const rows = payload?.data.rows ?? [];
  const pivoted = useMemo(() => pivotRows(rows, by, filter), [rows, by, filter]);
  const page = useLocalPage(pivoted);
  const w = (key: string, values: Record<string, unknown> = {}) => t(`reportTool.window.${key}`, values);
  const dimensionName = (dimension: PivotDimension) => w(`dimensions.${dimension}`);
  const filters = PIVOT_DIMENSIONS.filter((dimension) => dimension !== 'day' && dimension !== by) as Exclude<
    PivotDimension,
    'day'
  >[];
  return (
    <Box component="main" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
            {w('heading')}
          </Typography>
          {payload && (
            <Typography variant="body2" color="text.secondary">
              {w('period', {
                title: payload.title,
                from: formatDateTime(payload.data.from),
                to: formatDateTime(payload.data.to),
              })}
            </Typography>
          )}
        </Stack>
        <div role="alert">{failed && <Alert severity="error">{REPORT_TOOL.authenticationFailed}</Alert>}</div>
        {orphan && <Alert severity="info">{w('orphan')}</Alert>}
        {!orphan && !payload && !failed && <Typography role="status">{w('waiting')}</Typography>}
        {payload && (
          <>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
            >
              <OptionSelect
                name="groupBy"
                label={w('groupBy')}
                value={by}
                onChange={(value) => {
                  const next = PIVOT_DIMENSIONS.find((dimension) => dimension === value) ?? 'day';
                  setBy(next);
                  setFilter(({ [next as keyof PivotFilter]: _dropped, ...rest }) => rest);
                }}
                options={PIVOT_DIMENSIONS.map((dimension) => ({
                  value: dimension,
                  label: dimensionName(dimension),
                }))}
                required
              />
              <OptionSelect
                name="measure"
                label={w('measure')}
                value={measure}
                onChange={(value) => setMeasure(value === 'volume' ? 'volume' : 'count')}
                options={(['count', 'volume'] as const).map((value) => ({
                  value,
                  label: w(`measures.${value}`),
                }))}
                required
              />
              {filters.map((dimension) => (
                <OptionSelect
                  key={dimension}
                  name={dimension}
                  label={dimensionName(dimension)}
                  value={filter[dimension] ?? ''}
                  onChange={(value) =>
                    setFilter((current) => ({ ...current, [dimension]: value || undefined }))
                  }
                  options={valuesOf(rows, dimension).map((value) => ({ value, label: value }))}
                  emptyLabel={w('all')}
                />
              ))}
            </Box>
            <ReportChart
              title={w('chart')}
              rows={pivoted}
              kind={by === 'day' ? 'LineChart' : 'BarChart'}
              measure={measure}
              categoryName={dimensionName(by)}
              measureName={w(`measures.${measure}`)}
            />
            <ReportSection title={w('table')}>
              <ReportRowsTable
                label={w('table')}
                groupHeader={dimensionName(by)}
                rows={page.rows}
                withAmount={by === 'currency'}
                paging={page.paging}
              />
            </ReportSection>
          </>
        )}
      </Stack>
    </Box>
  );
}
