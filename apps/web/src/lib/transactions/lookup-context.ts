import { SYSTEM_MODE_CODES } from '@paydesk/contracts/transactions/transaction.model';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { configuredTimeZone, timeZoneOffsetMinutes } from '../dates/time-zones';
import { localSettings } from '../local-settings';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * What every lookup call carries besides the user's filter (spec §9 default filters: systemMode 2,
 * start date today, the local time-zone offset). "Local" is the user's configured zone (spec §9:
 * stored locally, the browser's own until chosen), the same zone the lookup shows dates in, so the
 * day the filter starts is the day the user sees.
 */
export interface LookupContext {
  /** 1 Test, 2 Live: the portal's current Test/Live mode, Live when none is set. */
  readonly systemMode: number;
  /** Minutes east of UTC of the zone, now (daylight saving moves it). */
  readonly timezoneOffset: number;
  /** Today 00:00 in the zone, as an ISO instant. */
  readonly startOfToday: string;
}

export function lookupContext(now: Date = new Date(), zone: string = configuredTimeZone()): LookupContext {
  const mode = localSettings.getSystemMode();
  return {
    systemMode: mode === 'Test' ? SYSTEM_MODE_CODES.Test : SYSTEM_MODE_CODES.Live,
    timezoneOffset: timeZoneOffsetMinutes(zone, now),
    startOfToday: dayjs(now).tz(zone).startOf('day').toISOString(),
  };
}
