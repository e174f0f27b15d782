import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface QuickPanelState {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

const QuickPanelContext = createContext<QuickPanelState | null>(null);

/** Whether the quick panel is open: shared by the toolbar's button and the panel itself. */
export function QuickPanelProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <QuickPanelContext.Provider value={value}>{children}</QuickPanelContext.Provider>;
}

export function useQuickPanel(): QuickPanelState {
  const state = useContext(QuickPanelContext);
  if (!state) throw new Error('useQuickPanel() needs a QuickPanelProvider (the signed-in layout)');
  return state;
}
