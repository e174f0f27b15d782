import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearFreshSignIn, hasFreshSignIn } from '../../auth/fresh-sign-in';
import { useCurrentUser } from '../../auth/use-current-user';
import { SPLASH_HIDE_MS } from '../layout-timings';

/**
 * Whether the splash screen shows: on the first layout load after an interactive sign-in only,
 * until 3000 ms after the layout has loaded (spec §4, §9). A reload, a deep link or a new tab
 * shows the page as soon as it is ready (the splash held it back for 3 s more on every load).
 */
export function useSplashVisible(layoutLoaded: boolean): boolean {
  // Read once per mount; used up in the effect, since a render may run twice.
  const [afterSignIn] = useState(hasFreshSignIn);
  const [hidden, setHidden] = useState(!afterSignIn);
  useEffect(() => {
    if (afterSignIn) clearFreshSignIn();
  }, [afterSignIn]);
  useEffect(() => {
    if (!layoutLoaded || hidden) return;
    const timer = setTimeout(() => setHidden(true), SPLASH_HIDE_MS);
    return () => clearTimeout(timer);
  }, [layoutLoaded, hidden]);
  return !hidden;
}

/**
 * The full-screen branded loader over the portal while its layout loads, and for spec §9's
 * 3000 ms after. Once hidden it fades out and leaves the page (and the accessibility tree) at once.
 */
export function SplashScreen({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Fade in={visible} appear={false} timeout={{ exit: 400 }} unmountOnExit>
      <Box
        data-testid="splash-screen"
        aria-hidden={!visible}
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 'tooltip',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 4,
          bgcolor: 'portal.sidebar',
          color: 'portal.sidebarText',
          pointerEvents: visible ? 'auto' : 'none',
        }}
      >
        {user.checkoutLogoSource && (
          <Box
            component="img"
            src={user.checkoutLogoSource}
            alt=""
            sx={{ maxWidth: 240, maxHeight: 72, bgcolor: '#ffffff', borderRadius: 2, px: 2, py: 1.5 }}
          />
        )}
        <CircularProgress color="inherit" size={36} thickness={4} aria-label={t('layouts.splash')} />
      </Box>
    </Fade>
  );
}
