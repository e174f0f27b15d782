import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '../../../components/forms/dates/date-range-picker';
import { PickerLocalization } from '../../../components/forms/dates/picker-localization';
import type { DateRange } from '../../../lib/dates/date-range';
import { detailsRange } from '../model/dashboard-period';
import type { WidgetView } from '../model/widget-view';
import { WidgetCard } from './widget-card';
import { useDashboardContext } from './widget-context';

/**
 * Spec §2: the widget-details dialog, only for widgets flagged last-24-hours. Its date filter's
 * startDate and endDate apply only if either is set; until then it shows the last 24 hours.
 */
export function WidgetDetailsDialog({
  widget,
  onClose,
}: {
  readonly widget: WidgetView;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { zone } = useDashboardContext();
  const [dates, setDates] = useState<DateRange>({ start: null, end: null });
  const range = detailsRange(dates.start?.toISOString() ?? null, dates.end?.toISOString() ?? null);
  const applied = Object.keys(range).length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{widget.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <PickerLocalization>
          <DateRangePicker
            name="details"
            label={t('dashboards.details.dates')}
            value={dates}
            onChange={(next) => setDates(next ?? { start: null, end: null })}
            showTimePicker
            timeZone={zone}
          />
        </PickerLocalization>
        <WidgetCard widget={widget} headingLevel="h2" {...(applied ? { range } : {})} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dashboards.details.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
