import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth/use-current-user';
import { useSystemMode } from '../toolbar/use-system-mode';

/**
 * The band's own colours, the same in every tenant theme: Test mode must look alike for everyone,
 * and no tenant colour may make it blend in. Dark text on amber reads 9.2:1 (test-mode-band.test.tsx).
 */
export const TEST_MODE_BAND_COLOURS = { background: '#ffb300', text: '#1f1f1f' } as const;

/**
 * Across the top of every signed-in layout while the portal is in Test mode (a merchant who chose
 * Test, or a sandbox merchant, forced to it), so nobody takes test payments for real ones. Live
 * mode, and users without a mode (operators, a merchant still boarding), show nothing. A status,
 * not an alert: it is announced when it appears without interrupting what is being read.
 */
export function TestModeBand() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mode } = useSystemMode(user);
  if (mode !== 'Test') return null;
  return (
    <Box
      role="status"
      data-testid="test-mode-band"
      sx={{
        bgcolor: TEST_MODE_BAND_COLOURS.background,
        color: TEST_MODE_BAND_COLOURS.text,
        px: 2,
        py: 0.5,
        textAlign: 'center',
        typography: 'body2',
        fontWeight: 700,
        // A narrow phone wraps the text rather than scrolling the page sideways.
        overflowWrap: 'anywhere',
      }}
    >
      {t('mode.testBand')}
    </Box>
  );
}
