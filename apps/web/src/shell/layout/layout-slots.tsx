import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What the contact-support slot is given: the toolbar's support button opens and closes it. */
export interface ContactSupportSlotProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The places where the layout shows a feature's widget. The shell imports no feature: the
 * composition root (app/layout-slots.tsx) fills these in, and an empty slot draws nothing.
 */
export interface LayoutSlots {
  /** The toolbar's notifications bell and panel (spec §2). */
  readonly NotificationsBell?: ComponentType;
  /** The Contact Support dialog the toolbar's support button opens (spec §2, §6). */
  readonly ContactSupportDialog?: ComponentType<ContactSupportSlotProps>;
  /** Dialogs any screen may open over the layout (the offer viewer). */
  readonly Overlays?: ComponentType;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

export function LayoutSlotsProvider({ slots, children }: { slots: LayoutSlots; children: ReactNode }) {
  return <LayoutSlotsContext.Provider value={slots}>{children}</LayoutSlotsContext.Provider>;
}

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
