import { type ReactElement, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useCurrentRoute } from '../../navigation/components/use-current-route';
import type { RouteDef } from '../../navigation/routes/route-types';

export interface SidePanelOutlet {
  /** What the main area shows: the current page, or the page a side panel was opened over. */
  readonly page: ReactElement | null;
  /** The side-panel route's screen and route, when one is open. */
  readonly panel: { readonly element: ReactElement | null; readonly route: RouteDef } | null;
  /** Where closing the panel goes: the page under it (null when the panel was the first page). */
  readonly backTo: string | null;
}

/**
 * Spec §2 "a side-panel route 'audit'": a route flagged `sidePanel` renders in the right-hand
 * modal while the main area keeps the page it was opened from. The router has one outlet, so the
 * last ordinary page's element is kept and drawn again under the panel; being the same element,
 * React keeps its state. (Written during render on purpose: it is the element React is drawing.)
 */
export function useSidePanelOutlet(): SidePanelOutlet {
  const outlet = useOutlet();
  const route = useCurrentRoute();
  const location = useLocation();
  const lastPage = useRef<{ element: ReactElement | null; path: string } | null>(null);
  if (!route?.sidePanel) {
    lastPage.current = { element: outlet, path: `${location.pathname}${location.search}` };
    return { page: outlet, panel: null, backTo: null };
  }
  return {
    page: lastPage.current?.element ?? null,
    panel: { element: outlet, route },
    backTo: lastPage.current?.path ?? null,
  };
}
