import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PersonalWidget } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import { SYSTEM_MODE_CODES } from '@paydesk/contracts/transactions/transaction.model';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { preloadChartView } from '../../../components/charts/lazy-chart-view';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { configuredTimeZone, timeZoneOffsetMinutes } from '../../../lib/dates/time-zones';
import { localSettings } from '../../../lib/local-settings';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { useMoney } from '../../../lib/transactions/use-money';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useAddWidget, useCloneWidget, useRemoveWidget, useUserDashboard } from '../api/dashboard-calls';
import { DASHBOARD_PERIODS, periodRange, readPeriod } from '../model/dashboard-period';
import { useMakeOwn } from '../personal/use-make-own';
import { DashboardContext, type DashboardContextValue } from '../widgets/widget-context';
import { CategorySection } from './category-section';

// What only a user changing their dashboard opens loads on its first opening, in one chunk: the
// dashboard is the first screen after sign-in, which these weighed 3.4 KB gzip more before.
const personalDialogs = () => import('../personal/personal-dialogs');
const AddWidgetDialog = lazy(() => personalDialogs().then((m) => ({ default: m.AddWidgetDialog })));
const ShareWidgetDialog = lazy(() => personalDialogs().then((m) => ({ default: m.ShareWidgetDialog })));
const MoveWidgetDialog = lazy(() => personalDialogs().then((m) => ({ default: m.MoveWidgetDialog })));
const CategoriesDialog = lazy(() => personalDialogs().then((m) => ({ default: m.CategoriesDialog })));

function areaOf(userType: string): LookupArea {
  if (userType === 'Platform') return 'platform';
  return userType === 'crm' ? 'tenant' : 'merchant';
}

/**
 * The user's dashboard (spec §2: `crm/dashboard` for operators, `dashboard` for merchants): their
 * own widgets by category, or their audience's seeded default until they make it their own; the
 * period in the URL; widgets that move and resize on a grid, saved per user.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const zone = configuredTimeZone();
  const money = useMoney();
  const dashboard = useUserDashboard();
  const add = useAddWidget();
  const clone = useCloneWidget();
  const remove = useRemoveWidget();
  const makeOwn = useMakeOwn();
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState<PersonalWidget | null>(null);
  const [moving, setMoving] = useState<PersonalWidget | null>(null);
  const [editingCategories, setEditingCategories] = useState(false);
  // The chart view's chunk comes beside the widgets' calls, not after the first chart's answer.
  useEffect(preloadChartView, []);

  const context = useMemo<DashboardContextValue>(
    () => ({
      area: areaOf(user.userType),
      range: periodRange(period, zone),
      zone,
      timezoneOffset: timeZoneOffsetMinutes(zone, new Date()),
      decimalsOf: money.decimals,
      systemMode: localSettings.getSystemMode() === 'Test' ? SYSTEM_MODE_CODES.Test : SYSTEM_MODE_CODES.Live,
    }),
    [user.userType, period, zone, money.decimals],
  );

  const data = dashboard.data;
  const editable = data !== undefined && !data.isDefault;
  const onAdd = async (widgetId: string) => {
    // A failed call shows its own error toast (the query client's rule); the dialog stays open.
    if (data?.isDefault) await makeOwn(data);
    await add.mutateAsync({ widgetId });
    setAdding(false);
    notify.success(t('dashboards.add.done'));
  };

  const actionsFor = (widget: PersonalWidget) => ({
    duplicate: editable && widget.source === 'own' ? () => clone.mutate(widget.id) : undefined,
    move: editable && widget.source === 'own' ? () => setMoving(widget) : undefined,
    share: editable && widget.source === 'own' ? () => setSharing(widget) : undefined,
    remove:
      editable && widget.source === 'own'
        ? () =>
            remove.mutate(widget.id, {
              onSuccess: () => notify.success(t('dashboards.removed', { title: widget.title })),
            })
        : undefined,
  });

  return (
    <DashboardContext.Provider value={context}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600, flex: 1 }}>
            {t('dashboards.heading')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('dashboards.period.label')}
            value={period}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value === 'today') next.delete('period');
              else next.set('period', event.target.value);
              setParams(next, { replace: true });
            }}
            sx={{ minWidth: 180 }}
          >
            {DASHBOARD_PERIODS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`dashboards.period.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {editable ? (
            <Button variant="outlined" onClick={() => setEditingCategories(true)}>
              {t('dashboards.categories.open')}
            </Button>
          ) : null}
          {data ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('dashboards.add.open')}
            </Button>
          ) : null}
        </Box>
        {data?.isDefault ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => void makeOwn(data).catch(() => undefined)}>
                {t('dashboards.makeOwn.action')}
              </Button>
            }
          >
            {t('dashboards.makeOwn.message')}
          </Alert>
        ) : null}
        {dashboard.isError ? (
          <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void dashboard.refetch()}>
            {t('dashboards.loadFailed')}
          </RetryAlert>
        ) : null}
        {dashboard.isPending ? (
          <Skeleton variant="rounded" height={240} aria-label={t('dashboards.loading')} />
        ) : null}
        {data?.categories.every((category) => category.widgets.length === 0) ? (
          <Typography color="text.secondary">{t('dashboards.empty')}</Typography>
        ) : null}
        {data?.categories
          .filter((category) => category.widgets.length > 0)
          .map((category) => (
            <CategorySection
              key={category.id ?? category.name}
              name={category.name}
              showName={data.categories.length > 1}
              widgets={category.widgets}
              editable={editable}
              actionsFor={actionsFor}
              onSaveFailed={() => void dashboard.refetch()}
            />
          ))}
      </Box>
      <Suspense fallback={null}>
        {adding ? (
          <AddWidgetDialog
            busy={add.isPending}
            onClose={() => setAdding(false)}
            onAdd={(widget) => void onAdd(widget.widgetId).catch(() => undefined)}
          />
        ) : null}
        {sharing ? <ShareWidgetDialog widget={sharing} onClose={() => setSharing(null)} /> : null}
        {moving ? <MoveWidgetDialog widget={moving} onClose={() => setMoving(null)} /> : null}
        {editingCategories && data ? (
          <CategoriesDialog userType={data.userType} onClose={() => setEditingCategories(false)} />
        ) : null}
      </Suspense>
    </DashboardContext.Provider>
  );
}
