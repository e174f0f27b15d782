import { createTheme, type Theme } from '@mui/material/styles';
import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { portalColours, readablePrimary } from './portal-colours';
import { activeHighlight, READABLE_CONTRAST, readableTextOn } from './readable-colours';

declare module '@mui/material/styles' {
  interface Palette {
    /** The tenant's chrome colours (spec §3 themeSettings), for the layout. */
    portal: PortalChrome;
  }
  interface PaletteOptions {
    portal?: PortalChrome;
  }
}

export interface PortalChrome {
  readonly sidebar: string;
  readonly sidebarText: string;
  /** The current page's entry in a menu on the sidebar colour (activeHighlight). */
  readonly sidebarActive: string;
  readonly header: string;
  readonly headerText: string;
  readonly buttonsLink: string;
  readonly layoutName: LayoutName;
}

/**
 * The Material UI theme of a tenant (spec §1 "Theming is per tenant"). Tenant colours are not
 * trusted to read well: the primary colour, drawn as text and as buttons on the portal's light
 * surfaces, is the tenant's shade that reaches WCAG AA (4.5:1) on white and on the main
 * background, with the text colour that reads on it; Material UI picks every other contrast text
 * against the same 4.5:1.
 */
export function createPortalTheme(settings: unknown): Theme {
  const c = portalColours(settings);
  const sidebarText = readableTextOn(c.sidebarBackgroundColor);
  const base = createTheme({
    palette: {
      // Material UI rounds the ratios it compares (see contrastRatio) by up to about 0.015: the
      // margin keeps the text colours it picks at 4.5:1 unrounded.
      contrastThreshold: READABLE_CONTRAST + 0.02,
      primary: readablePrimary(c),
      text: { primary: c.textColor },
      background: { default: c.mainBackgroundColor },
    },
  });
  return createTheme(base, {
    palette: {
      portal: {
        sidebar: c.sidebarBackgroundColor,
        // The brief fixes the navbar text to white: it stays white unless the tenant's sidebar is
        // too light for it (below 4.5:1), where it turns dark. The header text follows its background.
        sidebarText,
        sidebarActive: activeHighlight(c.sidebarBackgroundColor, sidebarText),
        header: c.headerBackgroundColor,
        headerText: readableTextOn(c.headerBackgroundColor) === '#ffffff' ? '#ffffff' : c.textColor,
        buttonsLink: c.buttonsLinkColor,
        layoutName: c.layoutName,
      },
    },
    components: {
      // A disabled field's helper text says why it is disabled ("choose a merchant first"): it keeps
      // the secondary text colour (4.5:1) rather than the disabled grey (2.7:1 on white).
      MuiFormHelperText: {
        styleOverrides: { root: { '&.Mui-disabled': { color: base.palette.text.secondary } } },
      },
      // So does a disabled field's label: it still names the field (the disabled grey reads 2.6:1
      // on a tinted main background).
      MuiFormLabel: {
        styleOverrides: { root: { '&.Mui-disabled': { color: base.palette.text.secondary } } },
      },
    },
  });
}
