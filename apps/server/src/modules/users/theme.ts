import { DEFAULT_THEME_COLOURS, type ThemeSettings } from '@paydesk/contracts/users/user-context.schemas';
import type { StoredTheme } from '../../infra/db/schema';

/**
 * Spec §9 default theme colours with the default layout (spec §2: vertical-layout-1). Buttons and
 * links take the primary colour. Platform users, who have no tenant, get this theme.
 */
export const DEFAULT_THEME: StoredTheme = Object.freeze({
  layoutName: 'vertical-layout-1',
  buttonsLinkColor: DEFAULT_THEME_COLOURS.primaryColor,
  ...DEFAULT_THEME_COLOURS,
});

/** The theme the portal receives: the stored one with `buttonsLinkColorRGB` derived. */
export function themeSettingsOf(stored: StoredTheme | null | undefined): ThemeSettings {
  const theme = { ...DEFAULT_THEME, ...(stored ?? {}) };
  return { ...theme, buttonsLinkColorRGB: hexToRgb(theme.buttonsLinkColor) };
}

/** '#09d0bd' -> '9, 208, 189' (the form the portal's CSS variables take). */
export function hexToRgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [match[1], match[2], match[3]].map((part) => Number.parseInt(part ?? '0', 16)).join(', ');
}
