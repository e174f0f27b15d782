import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { PortalRouter } from './app/router';
import { localSettings } from './lib/local-settings';
import { applyStoredColours } from './shell/theme/portal-colours';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Spec §3: the pages before sign-in open in the last tenant's colours (kept in local storage).
applyStoredColours(localSettings.getThemeConfig().tenantTheme);

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PortalRouter />
    </AppProviders>
  </StrictMode>,
);
