/**
 * The values of a tenant's theme settings (spec §2 layout styles, spec §9 colours), as plain
 * constants and checks free of zod: the portal draws its sign-in pages in the last tenant's stored
 * theme on its first load, before the schema library is loaded. The schema `ThemeSettings`
 * (user-context.schemas.ts) is built from them.
 */

/** Spec §9 default theme colours. */
export const DEFAULT_THEME_COLOURS = {
  sidebarBackgroundColor: '#2e43fe',
  headerBackgroundColor: '#ffffff',
  mainBackgroundColor: '#f5f5f5',
  primaryColor: '#09d0bd',
  textColor: '#404040',
} as const;

/** Spec §2 layout styles. */
export const LAYOUT_NAMES = ['vertical-layout-1', 'enterprise', 'material', 'vertical-v2'] as const;

/** A theme colour: `#` and six hex digits. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** Whether a value is one of the layout names. */
export function isLayoutName(value: unknown): value is (typeof LAYOUT_NAMES)[number] {
  return typeof value === 'string' && (LAYOUT_NAMES as readonly string[]).includes(value);
}

/** Whether a value is a theme colour like #09d0bd. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}
