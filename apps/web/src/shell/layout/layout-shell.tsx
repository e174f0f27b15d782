import { Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../auth/use-current-user';
import { LayoutChoiceProvider, useLayoutChoice } from './layout-choice/layout-choice';
import { LAYOUTS } from './layout-registry';
import { TestModeBand } from './mode-band/test-mode-band';
import { QuickPanel } from './quick-panel/quick-panel';
import { QuickPanelProvider } from './quick-panel/quick-panel-context';
import { SkipToContent } from './shared/skip-to-content';
import { SplashScreen, useSplashVisible } from './splash/splash-screen';

/** Says "loaded" once its Suspense boundary has committed, i.e. once the layout's chunk is in. */
function LoadedSignal({ setLoaded }: { setLoaded: (loaded: boolean) => void }) {
  useEffect(() => setLoaded(true), [setLoaded]);
  return null;
}

/**
 * The layout in use, and what every layout has around it (spec §2): "Skip to content" first in the
 * tab order, the Test mode band across the top, the quick panel and the splash screen after a
 * sign-in. The bottom-left alert area is the feedback viewport's (components/feedback), shared
 * with the rest of the app's toasts.
 */
function ChosenLayout() {
  const { applied } = useLayoutChoice();
  const Layout = LAYOUTS[applied];
  const [loaded, setLoaded] = useState(false);
  const splash = useSplashVisible(loaded);
  return (
    <>
      <SkipToContent />
      <TestModeBand />
      <Suspense fallback={null}>
        <LoadedSignal setLoaded={setLoaded} />
        <Layout />
      </Suspense>
      <QuickPanel />
      <SplashScreen visible={splash} />
    </>
  );
}

/** The signed-in chrome: the user's layout with its panels, and the state they share. */
export function LayoutShell() {
  const user = useCurrentUser();
  return (
    <LayoutChoiceProvider user={user}>
      <QuickPanelProvider>
        <ChosenLayout />
      </QuickPanelProvider>
    </LayoutChoiceProvider>
  );
}
