import type { TFunction } from 'i18next';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A duration in whole seconds as people read it, in its two largest units: "45 s", "15 min",
 * "2 h 15 min", "3 d 4 h". Minutes are rounded; an empty figure (no ticket behind it) is "—".
 */
export function formatDuration(seconds: number | null, t: TFunction): string {
  if (seconds === null) return t('supportAnalytics.durations.none');
  if (seconds < MINUTE) return t('supportAnalytics.durations.seconds', { count: Math.round(seconds) });
  const minutes = Math.round(seconds / MINUTE);
  const days = Math.floor(minutes / (DAY / MINUTE));
  const hours = Math.floor((minutes % (DAY / MINUTE)) / (HOUR / MINUTE));
  const rest = minutes % (HOUR / MINUTE);
  const parts: string[] = [];
  if (days > 0) parts.push(t('supportAnalytics.durations.days', { count: days }));
  if (hours > 0) parts.push(t('supportAnalytics.durations.hours', { count: hours }));
  if (rest > 0 && days === 0) parts.push(t('supportAnalytics.durations.minutes', { count: rest }));
  return parts.join(' ');
}
