import { createContext, type ReactNode, useContext } from 'react';

/** Whether the route at `path` (a route-table path, without a leading slash) has its screen built. */
export type IsBuilt = (path: string) => boolean;

/** Without a provider every route counts as built: the menu is then the permissions' alone. */
const everyRouteBuilt: IsBuilt = () => true;

const BuiltScreensContext = createContext<IsBuilt>(everyRouteBuilt);

/**
 * Which routes have a screen is known to the composition root (app/routes/route-registry.tsx),
 * which the shell does not import: app/slots.tsx hands it down through this provider, beside the
 * layout's slots, for the menu and the landing path.
 */
export function BuiltScreensProvider({ isBuilt, children }: { isBuilt: IsBuilt; children: ReactNode }) {
  return <BuiltScreensContext.Provider value={isBuilt}>{children}</BuiltScreensContext.Provider>;
}

export function useIsBuilt(): IsBuilt {
  return useContext(BuiltScreensContext);
}
