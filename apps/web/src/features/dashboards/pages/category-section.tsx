import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PersonalWidget } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardGrid } from '../grid/dashboard-grid';
import { changedPlaces, moveInOrder, type Placed, resizeBy } from '../grid/layout-moves';
import type { WidgetView } from '../model/widget-view';
import { widgetViewOf } from '../model/widget-view-of';
import { useLayoutSaver } from '../personal/use-layout-saver';
import { WidgetCard } from '../widgets/widget-card';
import { type WidgetActions, WidgetMenu } from '../widgets/widget-menu';

/** The details dialog brings the date pickers: loaded on its first opening, not with the dashboard. */
const WidgetDetailsDialog = lazy(() =>
  import('../widgets/widget-details-dialog').then((m) => ({ default: m.WidgetDetailsDialog })),
);

/** A quarter of the grid: what "Wider" and "Narrower" add or take. */
const RESIZE_STEP = 3;

interface CategorySectionProps {
  readonly name: string;
  readonly showName: boolean;
  readonly widgets: readonly PersonalWidget[];
  readonly editable: boolean;
  readonly actionsFor: (
    widget: PersonalWidget,
  ) => Pick<WidgetActions, 'duplicate' | 'move' | 'share' | 'remove'>;
  readonly onSaveFailed: () => void;
}

const placesOf = (list: readonly WidgetView[]): Placed[] =>
  list.map((view) => ({ key: view.key, ...view.place }));

/** One category of the dashboard: its name and its widgets on the grid, each with its menu. */
export function CategorySection({
  name,
  showName,
  widgets,
  editable,
  actionsFor,
  onSaveFailed,
}: CategorySectionProps) {
  const { t } = useTranslation();
  // Derived from the query's data, so it changes only when the server answers anew.
  const views = useMemo(() => widgets.map(widgetViewOf), [widgets]);
  const [places, setPlaces] = useState<Placed[]>(() => placesOf(views));
  const [details, setDetails] = useState<WidgetView | null>(null);
  const saver = useLayoutSaver(() => undefined, onSaveFailed);
  // A new answer from the server (a widget added, removed, a failed save undone) is the truth.
  useEffect(() => setPlaces(placesOf(views)), [views]);

  const move = (next: Placed[]) => {
    setPlaces(next);
    saver.queue(changedPlaces(places, next));
  };
  const byKey = new Map(views.map((view, i) => [view.key, { view, widget: widgets[i] }]));

  const render = (key: string) => {
    const entry = byKey.get(key);
    if (!entry?.widget) return null;
    const { view, widget } = entry;
    const own = editable && !view.readOnly;
    const actions: WidgetActions = {
      ...(view.isLast24Hours ? { details: () => setDetails(view) } : {}),
      ...(own
        ? {
            earlier: () => move(moveInOrder(places, key, -1)),
            later: () => move(moveInOrder(places, key, 1)),
            wider: () => move(resizeBy(places, key, RESIZE_STEP)),
            narrower: () => move(resizeBy(places, key, -RESIZE_STEP)),
          }
        : {}),
      ...actionsFor(widget),
    };
    return (
      <WidgetCard
        widget={view}
        actions={
          <Box sx={{ display: 'flex' }}>
            {own ? (
              <Box
                className="widget-drag-handle"
                title={t('dashboards.drag')}
                sx={{ cursor: 'move', color: 'text.secondary', display: 'flex', alignItems: 'center' }}
              >
                <DragIndicatorIcon fontSize="small" aria-hidden />
              </Box>
            ) : null}
            <WidgetMenu title={view.title} actions={actions} />
          </Box>
        }
      />
    );
  };

  return (
    <Box component="section" aria-label={name} sx={{ display: 'grid', gap: 1 }}>
      {showName ? (
        <Typography component="h2" variant="h6">
          {name}
        </Typography>
      ) : null}
      <DashboardGrid items={places} render={render} editable={editable} onLayout={move} />
      {details ? (
        <Suspense fallback={null}>
          <WidgetDetailsDialog widget={details} onClose={() => setDetails(null)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
