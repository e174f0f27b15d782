import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { localSettings } from '../../lib/local-settings';
import { createPortalTheme } from './portal-theme';

/**
 * Applies a tenant's theme settings, and keeps them in local storage (spec §3: "The theme config
 * is kept in local storage"), so the pages before login open in the last tenant's colours.
 */
export function TenantThemeProvider({ settings, children }: { settings: unknown; children: ReactNode }) {
  const theme = useMemo(() => createPortalTheme(settings), [settings]);
  useEffect(() => {
    if (settings) localSettings.setThemeConfig({ tenantTheme: settings });
  }, [settings]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The theme kept from the last session (or spec §9's defaults), for the pages outside the layout. */
export function StoredThemeProvider({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createPortalTheme(localSettings.getThemeConfig().tenantTheme), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
