import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { type AssignableKind, useAssign, useAssignable } from './management-calls';

interface WidgetAssignmentProps {
  readonly kind: AssignableKind;
  /** The tenant's or the role's id; nothing is shown until one is chosen. */
  readonly targetId: string | null;
  readonly targetName: string;
}

/**
 * Which widgets a tenant, a tenant role or a merchant role gets (spec §6): the assignable widgets
 * by category, ticked when assigned; saving sends the whole set. A role gets only what its tenant
 * has (the server offers nothing else).
 */
export function WidgetAssignment({ kind, targetId, targetName }: WidgetAssignmentProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const assignable = useAssignable(kind, targetId);
  const assign = useAssign(kind);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const assigned = assignable.data?.items.flatMap((c) =>
      c.widgets.filter((w) => w.assigned).map((w) => w.widgetId),
    );
    setChosen(new Set(assigned ?? []));
  }, [assignable.data]);

  if (!targetId) return null;
  if (assignable.isError) {
    return (
      <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void assignable.refetch()}>
        {t('dashboards.management.assignment.loadFailed')}
      </RetryAlert>
    );
  }
  if (!assignable.data) return <Skeleton variant="rounded" height={160} />;
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const categories = assignable.data.items.filter((category) => category.widgets.length > 0);
  return (
    <Box
      component="section"
      aria-label={t('dashboards.management.assignment.label', { name: targetName })}
      sx={{ display: 'grid', gap: 2 }}
    >
      {categories.length === 0 ? <Typography>{t('dashboards.management.assignment.none')}</Typography> : null}
      {categories.map((category) => (
        <Box key={category.id} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {category.name}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {category.widgets.map((widget) => (
              <FormControlLabel
                key={widget.widgetId}
                control={
                  <Checkbox checked={chosen.has(widget.widgetId)} onChange={() => toggle(widget.widgetId)} />
                }
                label={`${widget.name} · ${t(`dashboards.types.${widget.widgetType}`)}`}
              />
            ))}
          </Box>
        </Box>
      ))}
      <Box>
        <Button
          variant="contained"
          disabled={assign.isPending}
          onClick={() =>
            assign.mutate(
              { id: targetId, widgetsIds: [...chosen] },
              {
                onSuccess: () =>
                  notify.success(t('dashboards.management.assignment.saved', { name: targetName })),
              },
            )
          }
        >
          {t('dashboards.management.assignment.save')}
        </Button>
      </Box>
    </Box>
  );
}
