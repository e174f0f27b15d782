import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';
import { DAYJS_LOCALE } from '../../../lib/dates/date-formats';

/**
 * The pickers' adapter: dayjs in the en-GB locale (spec §9 default locale: Monday first). Each
 * picker brings its own, so a screen needs no provider, and only screens that show a picker load
 * this module and @mui/x-date-pickers.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE}>
      {children}
    </LocalizationProvider>
  );
}
