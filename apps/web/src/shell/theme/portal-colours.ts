import { darken, lighten } from '@mui/material/styles';
import { DEFAULT_THEME_COLOURS, isHexColour, isLayoutName } from '@paydesk/contracts/users/theme-values';
import type { LayoutName, ThemeSettings } from '@paydesk/contracts/users/user-context.schemas';
import { readableShade, readableTextOn } from './readable-colours';

/*
 * A tenant's colours as plain values, without Material UI's theme: the Material UI theme
 * (portal-theme.ts) is built from them, and so are the CSS variables of the pages before sign-in
 * (`applyStoredColours`), which are drawn without Material UI (docs/architecture.md, "The
 * first-load budget").
 */

export interface PortalColours {
  readonly sidebarBackgroundColor: string;
  readonly headerBackgroundColor: string;
  readonly mainBackgroundColor: string;
  readonly primaryColor: string;
  readonly textColor: string;
  readonly buttonsLinkColor: string;
  readonly layoutName: LayoutName;
}

type ColourKey = Exclude<keyof ThemeSettings, 'layoutName' | 'buttonsLinkColorRGB'>;

/** A colour of the settings when it is one (ThemeSettings' rule, checked without the schema library). */
function colour(source: object, key: ColourKey): string | undefined {
  const value = (source as Record<string, unknown>)[key];
  return isHexColour(value) ? value : undefined;
}

function layoutName(source: object): LayoutName | undefined {
  const value = (source as Record<string, unknown>).layoutName;
  return isLayoutName(value) ? value : undefined;
}

/**
 * The tenant's colours, each falling back to spec §9's default (sidebar #2e43fe, header #ffffff,
 * main #f5f5f5, primary #09d0bd, text #404040) when missing or malformed; one bad colour does not
 * cost the tenant the others.
 */
export function portalColours(settings: unknown): PortalColours {
  const s = typeof settings === 'object' && settings !== null ? settings : {};
  const primaryColor = colour(s, 'primaryColor') ?? DEFAULT_THEME_COLOURS.primaryColor;
  return {
    sidebarBackgroundColor:
      colour(s, 'sidebarBackgroundColor') ?? DEFAULT_THEME_COLOURS.sidebarBackgroundColor,
    headerBackgroundColor: colour(s, 'headerBackgroundColor') ?? DEFAULT_THEME_COLOURS.headerBackgroundColor,
    mainBackgroundColor: colour(s, 'mainBackgroundColor') ?? DEFAULT_THEME_COLOURS.mainBackgroundColor,
    primaryColor,
    textColor: colour(s, 'textColor') ?? DEFAULT_THEME_COLOURS.textColor,
    buttonsLinkColor: colour(s, 'buttonsLinkColor') ?? primaryColor,
    layoutName: layoutName(s) ?? 'vertical-layout-1',
  };
}

/**
 * The primary colour as the portal draws it: the tenant's shade that reaches WCAG AA (4.5:1) on
 * white and on the main background, with the text colour that reads on it.
 */
export function readablePrimary(c: PortalColours): { main: string; contrastText: string } {
  const main = readableShade(c.primaryColor, ['#ffffff', c.mainBackgroundColor]);
  return { main, contrastText: readableTextOn(main) };
}

/**
 * The colours of the pages before sign-in, as CSS variables on `root` (the page's `<html>`): the
 * stored theme of the last tenant (spec §3), drawn by shell/auth/components/auth-pages.css the
 * way Material UI draws the same theme (its hover shade is 30% darker, its progress track 62% lighter).
 */
export function applyStoredColours(settings: unknown, root: HTMLElement = document.documentElement): void {
  const c = portalColours(settings);
  const primary = readablePrimary(c);
  const vars = {
    '--pd-primary': primary.main,
    '--pd-primary-text': primary.contrastText,
    '--pd-primary-dark': darken(primary.main, 0.3),
    '--pd-primary-track': lighten(primary.main, 0.62),
    '--pd-text': c.textColor,
    '--pd-background': c.mainBackgroundColor,
  };
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
