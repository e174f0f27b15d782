import { localSettings } from '../local-settings';

export interface TimeZoneOption {
  /** The IANA name, e.g. Europe/Istanbul. */
  readonly name: string;
  /** Offset from UTC in minutes at the moment the list was made (daylight saving moves it). */
  readonly offsetMinutes: number;
  /** e.g. "(UTC+03:00) Europe/Istanbul". */
  readonly label: string;
}

/** The offset of `zone` from UTC at `at`, in minutes (Istanbul +180, New York -300 in winter). */
export function timeZoneOffsetMinutes(zone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT+03:00", "GMT-09:30", or plain "GMT" for a zero offset.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** "UTC+03:00", "UTC-09:30", "UTC+00:00". */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const absolute = Math.abs(offsetMinutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  const minutes = String(absolute % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${minutes}`;
}

function supportedZones(): readonly string[] {
  return Intl.supportedValuesOf('timeZone');
}

/**
 * Spec §9: the time zones listed are only the names with a slash (so UTC, EST5EDT and other legacy
 * aliases are left out), sorted by their UTC offset at `at`, then by name.
 */
export function listTimeZones(
  at: Date = new Date(),
  zones: readonly string[] = supportedZones(),
): TimeZoneOption[] {
  return zones
    .filter((name) => name.includes('/'))
    .map((name) => {
      const offsetMinutes = timeZoneOffsetMinutes(name, at);
      return { name, offsetMinutes, label: `(${formatUtcOffset(offsetMinutes)}) ${name}` };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.name.localeCompare(b.name));
}

export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/');
  } catch {
    return false;
  }
}

/** The browser's own zone, e.g. Europe/London. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Spec §9: the user's configured time zone is stored locally and used as the default; without one,
 * the browser's zone.
 */
export function configuredTimeZone(): string {
  const stored = localSettings.getTimeZone();
  return stored && isKnownTimeZone(stored) ? stored : browserTimeZone();
}

/** Stores the user's zone (from the profile, or a choice in a time-zone select); unknown names are ignored. */
export function storeConfiguredTimeZone(zone: string | null | undefined): boolean {
  if (!zone || !isKnownTimeZone(zone)) return false;
  localSettings.setTimeZone(zone);
  return true;
}
