import { ReportToolWindow } from '../features/reports/report-tool/report-tool-window';
import { RequireLogin } from '../shell/auth/require-login';
import { StoredThemeProvider } from '../shell/theme/tenant-theme-provider';

/**
 * The report tool's pop-up (`/report-tool`; docs/report-tool.md): behind sign-in like the portal,
 * in the tenant's theme, but without the layout (no menu or header in a window sized for the
 * report). Loaded as its own chunk with the screens' texts, as a registry screen is.
 */
export function ReportToolArea() {
  return (
    <StoredThemeProvider>
      <RequireLogin>
        <ReportToolWindow />
      </RequireLogin>
    </StoredThemeProvider>
  );
}
