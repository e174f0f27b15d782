import Skeleton from '@mui/material/Skeleton';
import { lazy, type ReactNode, Suspense } from 'react';

/**
 * The date widgets arrive in their own chunk the first time a form shows a date field, so a form
 * without dates (and the main bundle) never loads @mui/x-date-pickers.
 */
export const LazyDatePicker = lazy(() =>
  import('../dates/date-picker').then((m) => ({ default: m.DatePicker })),
);
export const LazyDateRangePicker = lazy(() =>
  import('../dates/date-range-picker').then((m) => ({ default: m.DateRangePicker })),
);

export function DateFieldSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton variant="rounded" height={56} />}>{children}</Suspense>;
}
