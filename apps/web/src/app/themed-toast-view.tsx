import { ThemeProvider } from '@mui/material/styles';
import type { ToastViewProps } from '../components/feedback/feedback-viewport';
import { ToastView } from '../components/feedback/toast-views';
import { localSettings } from '../lib/local-settings';
import { createPortalTheme } from '../shell/theme/portal-theme';

/** The theme kept from the last session, as the toasts drew in before they were loaded lazily. */
const storedTheme = createPortalTheme(localSettings.getThemeConfig().tenantTheme);

/** A toast of the portal's root, drawn with Material UI in the stored theme (lazy-toast-view.tsx). */
export default function ThemedToastView(props: ToastViewProps) {
  return (
    <ThemeProvider theme={storedTheme}>
      <ToastView {...props} />
    </ThemeProvider>
  );
}
