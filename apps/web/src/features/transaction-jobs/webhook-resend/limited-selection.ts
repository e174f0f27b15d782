import { useMemo } from 'react';
import type { RowSelection } from '../../../lib/hooks/use-row-selection';

/**
 * A row selection that never holds more than `limit` ids (the resend's WEBHOOK_RESEND_LIMITS
 * selection): a checkbox past the limit does nothing, and "the whole page" adds only what fits, so
 * the server's 400 for too many is never asked for.
 */
export function useLimitedSelection(selection: RowSelection, limit: number): RowSelection {
  return useMemo(
    () => ({
      ...selection,
      toggle: (id: string) => {
        if (selection.isSelected(id) || selection.count < limit) selection.toggle(id);
      },
      setMany: (ids: readonly string[], on: boolean) => {
        if (!on) return selection.setMany(ids, false);
        const room = Math.max(0, limit - selection.count);
        selection.setMany(ids.filter((id) => !selection.isSelected(id)).slice(0, room), true);
      },
    }),
    [selection, limit],
  );
}
