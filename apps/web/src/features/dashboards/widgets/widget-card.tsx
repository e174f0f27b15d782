import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Freshness } from '../../../components/load-state/freshness';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useScrollsItself } from '../../../lib/hooks/use-scrolls-itself';
import { useWidgetData } from '../api/widget-data';
import type { PeriodRange } from '../model/dashboard-period';
import type { WidgetFilterValue } from '../model/widget-request';
import type { WidgetView } from '../model/widget-view';
import { TableWidget, WIDGET_PAGE_SIZE } from './table-widget';
import { WIDGET_BODIES } from './widget-bodies';
import { useDashboardContext } from './widget-context';

const DAY_MS = 24 * 60 * 60 * 1000;

interface WidgetCardProps {
  readonly widget: WidgetView;
  /** The widget's menu (details, clone, remove …), given by the dashboard that shows it. */
  readonly actions?: ReactNode;
  /** The details dialog's dates (spec §2), instead of the dashboard's period. */
  readonly range?: Partial<PeriodRange>;
  readonly headingLevel?: 'h2' | 'h3';
}

/**
 * One widget: its title and description, its body by type, how fresh its numbers are, and what
 * happened when its data failed (spec §8: the previous data stays, the widget says it is stale).
 * Last-24-hours widgets cover the 24 hours up to now (spec §9) unless the details dialog says.
 */
export function WidgetCard({ widget, actions, range, headingLevel = 'h3' }: WidgetCardProps) {
  const { t } = useTranslation();
  const context = useDashboardContext();
  const titleId = useId();
  // A widget whose content is taller than its grid cell scrolls, and is then a tab stop.
  const [cardRef, scrolls] = useScrollsItself<HTMLElement>();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: WIDGET_PAGE_SIZE });
  const isTable = widget.type === 'TABLE_WIDGET';
  const [last24From] = useState(() => new Date(Date.now() - DAY_MS).toISOString());
  const covered: PeriodRange =
    widget.isLast24Hours && !range
      ? { startDate: last24From, endDate: context.range.endDate }
      : { ...context.range, ...range };
  const extra = useMemo(() => {
    const values: Record<string, WidgetFilterValue> =
      widget.isLast24Hours && !range
        ? { dateFrom: covered.startDate }
        : { startDate: covered.startDate, endDate: covered.endDate };
    if (isTable)
      Object.assign(values, { pageIndex: page.pageIndex, PageSize: page.pageSize, mode: context.systemMode });
    return values;
  }, [widget.isLast24Hours, range, covered.startDate, covered.endDate, isTable, page, context.systemMode]);
  const query = useWidgetData(widget, { extra, timezoneOffset: context.timezoneOffset });
  const Body = isTable ? null : WIDGET_BODIES[widget.type];

  let content: ReactNode;
  if (widget.staticText !== null) {
    content = (
      <Typography component="p" variant="h6" sx={{ whiteSpace: 'pre-line' }}>
        {widget.staticText}
      </Typography>
    );
  } else if (query.data === undefined) {
    content = query.isError ? (
      <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void query.refetch()}>
        {t('dashboards.widget.loadFailed')}
      </RetryAlert>
    ) : (
      <Skeleton variant="rounded" height={96} aria-label={t('dashboards.widget.loading')} />
    );
  } else if (isTable) {
    content = (
      <TableWidget widget={widget} payload={query.data} range={covered} page={page} onPage={setPage} />
    );
  } else if (Body) {
    content = <Body widget={widget} payload={query.data} range={covered} />;
  }

  return (
    <Card
      ref={cardRef}
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      tabIndex={scrolls ? 0 : undefined}
      data-widget-type={widget.type}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', p: 2, gap: 1, overflow: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
            {widget.title}
          </Typography>
          {widget.description.length > 0 && widget.type !== 'BANNER_WIDGET' ? (
            <Typography variant="body2" color="text.secondary">
              {widget.description.join(', ')}
            </Typography>
          ) : null}
        </Box>
        {actions}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>{content}</Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 20 }}>
        {query.isError && query.data !== undefined ? (
          <Typography
            variant="caption"
            color="warning.dark"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <WarningAmberIcon fontSize="inherit" aria-hidden />
            {t('dashboards.widget.stale')}
          </Typography>
        ) : (
          <Freshness updatedAt={query.data?.updatedAt ?? null} />
        )}
      </Box>
    </Card>
  );
}
