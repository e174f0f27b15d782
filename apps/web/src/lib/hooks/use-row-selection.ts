import { useCallback, useMemo, useState } from 'react';

/** The lookup rows chosen for a bulk action, by transaction id (kept across pages). */
export interface RowSelection {
  readonly ids: readonly string[];
  readonly count: number;
  isSelected(id: string): boolean;
  toggle(id: string): void;
  /** Selects every id given (on) or none of them (off): the "whole page" checkbox. */
  setMany(ids: readonly string[], on: boolean): void;
  clear(): void;
}

/**
 * The selection of the lookup's rows. It survives paging, so a selection can span pages; it is
 * cleared once a bulk action has started on it.
 */
export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const setMany = useCallback(
    (ids: readonly string[], on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({
      ids: [...selected],
      count: selected.size,
      isSelected: (id: string) => selected.has(id),
      toggle,
      setMany,
      clear,
    }),
    [selected, toggle, setMany, clear],
  );
}
