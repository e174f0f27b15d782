import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ChartType, TooltipType, WidgetType } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { Widget, WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/api/field-errors';
import { useSaveWidget } from './management-calls';

/** The form's fields, as text while typed (columns as a comma list). */
interface Draft {
  name: string;
  categoryId: string;
  widgetType: WidgetType;
  description: string;
  isLast24Hours: boolean;
  dataSourceEndpoint: string;
  dataSourceEndpointId: string;
  staticText: string;
  chartType: ChartType;
  xAxisColumn: string;
  yAxisColumn: string;
  tooltipType: TooltipType;
  w: string;
  h: string;
}

function draftOf(widget: Widget | null, categoryId: string): Draft {
  const configuration = widget?.data.configuration;
  const chart = configuration?.chartConfiguration;
  return {
    name: widget?.name ?? '',
    categoryId: widget?.categoryId ?? categoryId,
    widgetType: configuration?.widgetType ?? 'CHART_WIDGET',
    description: configuration?.description ?? '',
    isLast24Hours: configuration?.isLast24Hours ?? false,
    dataSourceEndpoint: widget?.dataSourceEndpoint ?? '',
    dataSourceEndpointId: widget?.dataSourceEndpointId ?? '',
    staticText: widget?.dataSourceType === 'Static' ? (widget.dataSourceData ?? '') : '',
    chartType: chart?.chartType ?? 'BarChart',
    xAxisColumn: chart?.xAxisColumn ?? 'label',
    yAxisColumn: chart?.yAxisColumn.join(', ') ?? 'count',
    tooltipType: chart?.tooltipType ?? 'default',
    w: String(widget?.defaultSize.w ?? 4),
    h: String(widget?.defaultSize.h ?? 3),
  };
}

/** The request a draft makes: a static banner carries its text, a chart its configuration. */
function inputOf(draft: Draft, base: Widget | null): WidgetInput {
  const isStatic = draft.widgetType === 'BANNER_WIDGET' && draft.staticText.trim() !== '';
  const isChart = draft.widgetType === 'CHART_WIDGET' || draft.widgetType === 'MAP_WIDGET';
  const configuration = base?.data.configuration;
  return {
    categoryId: draft.categoryId,
    name: draft.name,
    filters: base?.filters ?? '{}',
    dataSourceType: isStatic ? 'Static' : 'Endpoint',
    dataSourceEndpoint: isStatic ? null : draft.dataSourceEndpoint || null,
    dataSourceMoreDataEndpoint: base?.dataSourceMoreDataEndpoint ?? null,
    dataSourceEndpointId: draft.dataSourceEndpointId || null,
    dataSourceData: isStatic ? draft.staticText : null,
    defaultSize: { w: Number(draft.w), h: Number(draft.h) },
    data: {
      configuration: {
        widgetType: draft.widgetType,
        description: draft.description || null,
        isLast24Hours: draft.isLast24Hours,
        customPipe: configuration?.customPipe ?? null,
        tableConfiguration: configuration?.tableConfiguration ?? null,
        chartConfiguration: isChart
          ? {
              chartType: draft.widgetType === 'MAP_WIDGET' ? 'GeoChart' : draft.chartType,
              chartOptions: configuration?.chartConfiguration?.chartOptions ?? null,
              xAxisColumn: draft.xAxisColumn,
              xAxisColumnName: configuration?.chartConfiguration?.xAxisColumnName ?? null,
              yAxisColumn: draft.yAxisColumn
                .split(',')
                .map((c) => c.trim())
                .filter(Boolean),
              yAxisColumnName: configuration?.chartConfiguration?.yAxisColumnName ?? null,
              tooltipValue: configuration?.chartConfiguration?.tooltipValue ?? null,
              tooltipType: draft.tooltipType,
            }
          : null,
      },
    },
  };
}

interface WidgetFormDialogProps {
  readonly widget: Widget | null;
  readonly categories: readonly { readonly id: string; readonly name: string }[];
  readonly onClose: () => void;
  readonly onSaved: (name: string) => void;
}

/** Creates or edits a catalogue widget (spec §3 Widget); the server's field messages show under each field. */
export function WidgetFormDialog({ widget, categories, onClose, onSaved }: WidgetFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveWidget();
  const [draft, setDraft] = useState(() => draftOf(widget, categories[0]?.id ?? ''));
  const errors = save.error ? fieldErrorsOf(save.error) : {};
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof Draft, path: string, props: { select?: boolean; multiline?: boolean } = {}) => ({
    label: t(`dashboards.management.widgets.fields.${key}`),
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
    error: errors[path] !== undefined,
    helperText: errors[path],
    size: 'small' as const,
    fullWidth: true,
    ...props,
  });
  const isChart = draft.widgetType === 'CHART_WIDGET' || draft.widgetType === 'MAP_WIDGET';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {t(widget ? 'dashboards.management.widgets.editTitle' : 'dashboards.management.widgets.createTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField {...field('name', 'name')} />
        <TextField {...field('categoryId', 'categoryId', { select: true })}>
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('widgetType', 'data.configuration.widgetType', { select: true })}>
          {WidgetType.options.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`dashboards.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('description', 'data.configuration.description')} />
        <TextField {...field('dataSourceEndpoint', 'dataSourceEndpoint')} />
        <TextField {...field('dataSourceEndpointId', 'dataSourceEndpointId')} />
        {draft.widgetType === 'BANNER_WIDGET' ? (
          <TextField {...field('staticText', 'dataSourceData', { multiline: true })} />
        ) : null}
        {isChart ? (
          <>
            {draft.widgetType === 'CHART_WIDGET' ? (
              <TextField
                {...field('chartType', 'data.configuration.chartConfiguration.chartType', { select: true })}
              >
                {ChartType.options.map((type) => (
                  <MenuItem key={type} value={type}>
                    {type}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <TextField {...field('xAxisColumn', 'data.configuration.chartConfiguration.xAxisColumn')} />
            <TextField {...field('yAxisColumn', 'data.configuration.chartConfiguration.yAxisColumn')} />
            <TextField
              {...field('tooltipType', 'data.configuration.chartConfiguration.tooltipType', { select: true })}
            >
              {TooltipType.options.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : null}
        <TextField {...field('w', 'defaultSize.w')} type="number" />
        <TextField {...field('h', 'defaultSize.h')} type="number" />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.isLast24Hours}
              onChange={(e) => set('isLast24Hours')(e.target.checked)}
            />
          }
          label={t('dashboards.management.widgets.fields.isLast24Hours')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.add.cancel')}</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { widgetId: widget?.widgetId ?? null, body: inputOf(draft, widget) },
              { onSuccess: (saved) => onSaved(saved.name) },
            )
          }
        >
          {t('dashboards.management.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
