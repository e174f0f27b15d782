import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NoData } from '../../../components/load-state/no-data';
import { formatAmount, formatDecimal, formatMoney } from '../../../lib/format/number-format';
import { lookupLink } from '../model/lookup-link';
import { type BaseVolume, changePercent, summaryFigures } from '../model/summary-figures';
import type { WidgetBodyProps } from './widget-body';
import { useDashboardContext } from './widget-context';

/** "+12,5 %" against the period before, with an arrow, or nothing when there is no comparison. */
function Change({ now, before }: { now: number | null; before: number | null }) {
  const { t } = useTranslation();
  const change = changePercent(now, before);
  if (change === null) return null;
  const up = change >= 0;
  const Icon = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {t('dashboards.widget.change', { change: `${up ? '+' : ''}${formatDecimal(change, 1)}` })}
    </Typography>
  );
}

/** Each base currency's volume: '1.234,50 EUR · 99,00 GBP'. */
function volumesText(volumes: readonly BaseVolume[], decimalsOf: (currency: string) => number): string {
  return volumes
    .map(({ currency, volume }) => formatMoney(volume, { id: currency, decimalPlaces: decimalsOf(currency) }))
    .join(' · ');
}

function useLookupLink(filters: WidgetBodyProps['widget']['filters'], range: WidgetBodyProps['range']) {
  const context = useDashboardContext();
  return lookupLink({ area: context.area, ...range, zone: context.zone, filters });
}

/** COUNT_WIDGET: how many payments, and their volume, linking to those payments in the lookup. */
export function CountWidget({ widget, payload, range }: WidgetBodyProps) {
  const { t } = useTranslation();
  const { decimalsOf } = useDashboardContext();
  const link = useLookupLink(widget.filters, range);
  const figures = summaryFigures(payload.fields);
  if (figures.count === null) return <NoData />;
  return (
    <Box>
      <Link component={RouterLink} to={link ?? '#'} underline="hover" color="inherit">
        <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
          {formatAmount(figures.count, 0)}
        </Typography>
      </Link>
      {figures.volumes.length > 0 ? (
        <Typography variant="body2">
          {t('dashboards.widget.volume', { amount: volumesText(figures.volumes, decimalsOf) })}
        </Typography>
      ) : null}
      <Change now={figures.count} before={figures.previous?.count ?? null} />
    </Box>
  );
}

/** SUCCESS_RATE_WIDGET: the share of payments that succeeded, as a number and a bar. */
export function SuccessRateWidget({ payload }: WidgetBodyProps) {
  const { t } = useTranslation();
  const figures = summaryFigures(payload.fields);
  if (figures.successRate === null || !figures.count) return <NoData />;
  const rate = Math.max(0, Math.min(100, figures.successRate));
  return (
    <Box>
      <Typography component="p" variant="h4" sx={{ fontWeight: 600 }}>
        {formatDecimal(rate, 1)} %
      </Typography>
      <LinearProgress
        variant="determinate"
        value={rate}
        aria-label={t('dashboards.widget.successRate')}
        sx={{ my: 1, height: 8, borderRadius: 4 }}
      />
      <Change now={figures.successRate} before={figures.previous?.successRate ?? null} />
    </Box>
  );
}

/** BANNER_WIDGET: a line across the dashboard with the period's headline figures. */
export function BannerWidget({ widget, payload }: WidgetBodyProps) {
  const { t } = useTranslation();
  const { decimalsOf } = useDashboardContext();
  const figures = summaryFigures(payload.fields);
  const parts = [
    figures.count === null
      ? null
      : t('dashboards.widget.payments', { count: figures.count, formatted: formatAmount(figures.count, 0) }),
    figures.volumes.length === 0 ? null : volumesText(figures.volumes, decimalsOf),
    figures.successRate === null
      ? null
      : t('dashboards.widget.succeeded', { rate: formatDecimal(figures.successRate, 1) }),
  ].filter((part): part is string => part !== null);
  return (
    <Typography component="p" variant="h6">
      {parts.length > 0 ? parts.join(' · ') : widget.description.join(', ')}
    </Typography>
  );
}
