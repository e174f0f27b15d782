import { useEffect } from 'react';
import { localSettings } from '../../lib/local-settings';
import { useCurrentUser } from '../auth/use-current-user';
import { TenantThemeProvider } from '../theme/tenant-theme-provider';
import { useDocumentBranding } from '../theme/use-document-branding';
import { VerticalLayout1 } from './vertical-layout-1/vertical-layout-1';

/**
 * The signed-in chrome, in the user's tenant theme. Spec §2 names four layouts (vertical-layout-1,
 * Entreprise, Material, vertical-v2); only vertical-layout-1 exists in this version, the other
 * three come in a later issue. Until then every tenant gets vertical-layout-1 in its own colours,
 * whatever its themeSettings.layoutName says.
 */
export function AppLayout() {
  const user = useCurrentUser();
  useDocumentBranding(user);
  useEffect(() => {
    // Spec §9: the user's configured time zone is stored locally and used as the default.
    localSettings.setTimeZone(user.configureTimeZone);
  }, [user.configureTimeZone]);
  return (
    <TenantThemeProvider settings={user.themeSettings}>
      <VerticalLayout1 />
    </TenantThemeProvider>
  );
}
