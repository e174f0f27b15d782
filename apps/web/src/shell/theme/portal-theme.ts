import { createTheme, type Theme } from '@mui/material/styles';
import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { portalColours, readablePrimary } from './portal-colours';
import { READABLE_CONTRAST } from './readable-colours';

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
  const base = createTheme({
    palette: {
      contrastThreshold: READABLE_CONTRAST,
      primary: readablePrimary(c),
      text: { primary: c.textColor },
      background: { default: c.mainBackgroundColor },
    },
  });
  return createTheme(base, {
    palette: {
      portal: {
        sidebar: c.sidebarBackgroundColor,
        // The brief fixes the navbar text to white; the header text follows its background.
        sidebarText: '#ffffff',
        header: c.headerBackgroundColor,
        headerText:
          base.palette.getContrastText(c.headerBackgroundColor) === '#fff' ? '#ffffff' : c.textColor,
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
    },
  });
}
