import { useCallback, useEffect, useRef } from 'react';
import { useSaveLayout } from '../api/dashboard-calls';
import type { Placed } from '../grid/layout-moves';

/** Spec §9: layout debounce 1000 ms — a burst of moves is saved once, after the last. */
export const LAYOUT_SAVE_DEBOUNCE_MS = 1000;

/**
 * Saves widgets' new places on the grid, debounced: places changed within a second are sent
 * together in one edit (spec §7 `v2/user-dashboard/edit`), and a pending save is sent when the
 * dashboard closes rather than lost.
 */
export function useLayoutSaver(onSaved: () => void, onFailed: () => void) {
  const save = useSaveLayout();
  const pending = useRef(new Map<string, Placed>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onSaved, onFailed, mutate: save.mutate });
  callbacks.current = { onSaved, onFailed, mutate: save.mutate };

  // Reads only refs, so it is the same function for the dashboard's whole life.
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current.size === 0) return;
    const widgets = [...pending.current.values()].map(({ key, x, y, w, h }) => ({
      id: key,
      layout: { x, y, w, h },
    }));
    pending.current.clear();
    const [first, ...rest] = widgets;
    if (!first) return;
    callbacks.current.mutate(
      { widgets: [first, ...rest] },
      { onSuccess: () => callbacks.current.onSaved(), onError: () => callbacks.current.onFailed() },
    );
  }, []);

  useEffect(() => () => flush(), [flush]);

  return {
    queue(places: readonly Placed[]) {
      for (const place of places) pending.current.set(place.key, place);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, LAYOUT_SAVE_DEBOUNCE_MS);
    },
    saving: save.isPending,
  };
}
