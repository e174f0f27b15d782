import type { SystemMode } from '@paydesk/contracts/auth/levels';

/**
 * The spec-mandated local state (spec §3, §4, §9), behind one typed module: SystemMode (the
 * Test/Live choice), the side drawer width, the theme config and the configured time zone.
 */
const KEYS = {
  systemMode: 'SystemMode',
  drawerSize: 'drawer-size',
  themeConfig: 'theme-config',
  timeZone: 'configured-time-zone',
} as const;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the setting then lasts for this page only.
  }
}

export const localSettings = {
  getSystemMode(): SystemMode | null {
    const value = read(KEYS.systemMode);
    return value === 'Test' || value === 'Live' ? value : null;
  },
  setSystemMode(mode: SystemMode | null): void {
    write(KEYS.systemMode, mode);
  },
  getDrawerSize(): number | null {
    const value = Number(read(KEYS.drawerSize));
    return Number.isFinite(value) && value > 0 ? value : null;
  },
  setDrawerSize(width: number): void {
    write(KEYS.drawerSize, String(Math.round(width)));
  },
  getThemeConfig<T>(): T | null {
    const value = read(KEYS.themeConfig);
    if (!value) return null;
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  },
  setThemeConfig(config: unknown): void {
    write(KEYS.themeConfig, JSON.stringify(config));
  },
  getTimeZone(): string | null {
    return read(KEYS.timeZone);
  },
  setTimeZone(zone: string): void {
    write(KEYS.timeZone, zone);
  },
  clearSession(): void {
    write(KEYS.systemMode, null);
  },
};
