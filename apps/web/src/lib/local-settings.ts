import type { SystemMode } from '@paydesk/contracts/auth/levels';
import { isLayoutName } from '@paydesk/contracts/users/theme-values';
import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';

/**
 * The spec-mandated local state (spec §3, §4, §9), behind one typed module: SystemMode (the
 * Test/Live choice), the side drawer width, the theme config and the configured time zone; and the
 * drafts of half-written texts (a new support ticket, a reply), per user and per place.
 */
const KEYS = {
  systemMode: 'SystemMode',
  drawerSize: 'drawer-size',
  themeConfig: 'theme-config',
  timeZone: 'configured-time-zone',
} as const;

/** A layout a user picked in the quick panel's theme options, and whose pick it is. */
export interface ChosenLayout {
  readonly userId: string;
  readonly layoutName: LayoutName;
}

/**
 * Spec §3 "The theme config is kept in local storage": the last signed-in tenant's theme settings
 * (the pages before sign-in open in its colours) and the layout the user chose, if any (spec §2
 * theme options; absent means the organisation's layout).
 */
export interface ThemeConfig {
  readonly tenantTheme: unknown;
  readonly chosenLayout: ChosenLayout | null;
}

/**
 * Drafts are stored under `draft:<userId>:<place>` ('new' for a new ticket, `ticket:<id>` for a
 * reply): a user never sees another's draft, nor a ticket another ticket's. Only text is kept
 * (never a file); a sign-out removes every draft, as it ends the session's other state.
 */
const DRAFT_PREFIX = 'draft:';

/** A draft: the text fields of one form, by name. */
export type StoredDraft = Readonly<Record<string, string>>;

function draftKey(userId: string, place: string): string {
  return `${DRAFT_PREFIX}${userId}:${place}`;
}

/** The string fields of whatever is stored; null when nothing usable is. */
function parseDraft(raw: string | null): StoredDraft | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const fields = Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return fields.length > 0 ? Object.fromEntries(fields) : null;
  } catch {
    return null;
  }
}

function removeAllDrafts(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

const EMPTY_THEME_CONFIG: ThemeConfig = { tenantTheme: null, chosenLayout: null };

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

function parseChosenLayout(value: unknown): ChosenLayout | null {
  if (typeof value !== 'object' || value === null) return null;
  const { userId, layoutName } = value as Record<string, unknown>;
  return typeof userId === 'string' && isLayoutName(layoutName) ? { userId, layoutName } : null;
}

/** Whatever the stored JSON holds, a well-formed config comes out (a bad part is dropped). */
function parseThemeConfig(raw: string | null): ThemeConfig {
  if (!raw) return EMPTY_THEME_CONFIG;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return EMPTY_THEME_CONFIG;
    const record = value as Record<string, unknown>;
    return { tenantTheme: record.tenantTheme ?? null, chosenLayout: parseChosenLayout(record.chosenLayout) };
  } catch {
    return EMPTY_THEME_CONFIG;
  }
}

function getThemeConfig(): ThemeConfig {
  return parseThemeConfig(read(KEYS.themeConfig));
}

function setThemeConfig(patch: Partial<ThemeConfig>): void {
  write(KEYS.themeConfig, JSON.stringify({ ...getThemeConfig(), ...patch }));
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
  getThemeConfig,
  /** Changes the given parts of the theme config and keeps the others. */
  setThemeConfig,
  /** The layout `userId` chose, if the stored choice is theirs. */
  getChosenLayout(userId: string): LayoutName | null {
    const chosen = getThemeConfig().chosenLayout;
    return chosen?.userId === userId ? chosen.layoutName : null;
  },
  setChosenLayout(userId: string, layoutName: LayoutName | null): void {
    setThemeConfig({ chosenLayout: layoutName ? { userId, layoutName } : null });
  },
  getTimeZone(): string | null {
    return read(KEYS.timeZone);
  },
  setTimeZone(zone: string): void {
    write(KEYS.timeZone, zone);
  },
  /** The draft `userId` left at `place`, if any. */
  getDraft(userId: string, place: string): StoredDraft | null {
    return parseDraft(read(draftKey(userId, place)));
  },
  /** Keeps the draft (text fields only); null removes it. */
  setDraft(userId: string, place: string, draft: StoredDraft | null): void {
    write(draftKey(userId, place), draft === null ? null : JSON.stringify(draft));
  },
  /** Sign-out: the mode and every draft (half-written texts are the session's, not the browser's). */
  clearSession(): void {
    write(KEYS.systemMode, null);
    removeAllDrafts();
  },
};
