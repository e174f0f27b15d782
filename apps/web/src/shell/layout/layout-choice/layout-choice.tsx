import type { CurrentUser, LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { localSettings } from '../../../lib/local-settings';
import { portalColours } from '../../theme/portal-colours';
import { LAYOUT_DEBOUNCE_MS } from '../layout-timings';

export interface LayoutChoice {
  /** The tenant's layout (spec §2: "chosen by the tenant's themeSettings.layoutName"). */
  readonly organisationLayout: LayoutName;
  /** What the theme options show as chosen: follows every click at once. */
  readonly selected: LayoutName;
  /** What is drawn: `selected`, 1000 ms after its last change. */
  readonly applied: LayoutName;
  /** Whether `selected` is the user's own pick rather than the organisation's layout. */
  readonly isOwnChoice: boolean;
  readonly choose: (layout: LayoutName) => void;
  readonly followOrganisation: () => void;
}

const LayoutChoiceContext = createContext<LayoutChoice | null>(null);

/**
 * The layout in use: the tenant's, unless the user picked another in the quick panel. The pick is
 * kept at once in the local theme config (spec §3), for this user only; the layout itself follows
 * after the spec's debounce (spec §4 "Layout changes are debounced by 1 s"), so clicking through
 * the options redraws the portal once, with the last.
 */
export function LayoutChoiceProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const organisationLayout = portalColours(user.themeSettings).layoutName;
  const [ownChoice, setOwnChoice] = useState(() => localSettings.getChosenLayout(user.id));
  const selected = ownChoice ?? organisationLayout;
  const applied = useDebouncedValue(selected, LAYOUT_DEBOUNCE_MS);

  const store = useCallback(
    (layout: LayoutName | null) => {
      localSettings.setChosenLayout(user.id, layout);
      setOwnChoice(layout);
    },
    [user.id],
  );
  const choose = useCallback(
    // Picking the organisation's own layout is the same as following it.
    (layout: LayoutName) => store(layout === organisationLayout ? null : layout),
    [store, organisationLayout],
  );
  const followOrganisation = useCallback(() => store(null), [store]);

  const value = useMemo(
    () => ({
      organisationLayout,
      selected,
      applied,
      isOwnChoice: ownChoice !== null,
      choose,
      followOrganisation,
    }),
    [organisationLayout, selected, applied, ownChoice, choose, followOrganisation],
  );
  return <LayoutChoiceContext.Provider value={value}>{children}</LayoutChoiceContext.Provider>;
}

export function useLayoutChoice(): LayoutChoice {
  const choice = useContext(LayoutChoiceContext);
  if (!choice) throw new Error('useLayoutChoice() needs a LayoutChoiceProvider (the signed-in layout)');
  return choice;
}
