import { useCallback, useState } from 'react';
import { useNarrowScreen } from './use-narrow-screen';

export interface LayoutNavbar {
  /** Below `md`: the navbar is a drawer over the page, whatever the layout. */
  readonly narrow: boolean;
  /** Wide: the layout's navbar is shown (pinned open, for vertical-v2). Narrow: the drawer is open. */
  readonly open: boolean;
  /** What the menu button does. */
  readonly toggle: () => void;
  /** Closes the drawer (a link was followed, or the user clicked beside it). */
  readonly closeDrawer: () => void;
}

/**
 * The layout's navbar, shown and hidden by the menu button. On a narrow screen a navbar beside or
 * above the page would leave little room for it, so there it is a drawer, closed at first.
 */
export function useNavbarOpen(wideDefault = true): LayoutNavbar {
  const narrow = useNarrowScreen();
  const [wideOpen, setWideOpen] = useState(wideDefault);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useCallback(() => (narrow ? setDrawerOpen : setWideOpen)((o) => !o), [narrow]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { narrow, open: narrow ? drawerOpen : wideOpen, toggle, closeDrawer };
}
