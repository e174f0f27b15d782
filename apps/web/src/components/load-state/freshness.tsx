import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '../../lib/format/relative-time';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * How fresh a summary's numbers are (a dashboard widget, a report): "Updated 20 s ago" within the minute the rollups may lag,
 * then spec §9's relative time. Ticks every 10 seconds.
 */
export function Freshness({ updatedAt }: { readonly updatedAt: string | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 10 * SECOND_MS);
    return () => clearInterval(timer);
  }, []);
  if (!updatedAt) return null;
  const at = Date.parse(updatedAt);
  if (!Number.isFinite(at)) return null;
  const elapsed = Math.max(0, now - at);
  const text =
    elapsed < MINUTE_MS
      ? t('widgets.freshness.updatedSecondsAgo', { seconds: Math.floor(elapsed / SECOND_MS) })
      : t('widgets.freshness.updated', { when: formatRelativeTime(updatedAt, { now }) });
  return (
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  );
}
