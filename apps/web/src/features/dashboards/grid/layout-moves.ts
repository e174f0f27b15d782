import { DASHBOARD_GRID } from '@paydesk/contracts/dashboards/dashboard-enums';
import type { GridPlace } from '../model/widget-view';

/**
 * What the keyboard (the widget's menu) can do to a widget on the grid, besides dragging: move it
 * one place earlier or later in reading order (swapping with its neighbour), or make it wider or
 * narrower. Pure, so the dashboard saves the same layout a drag would.
 */
export type Placed = { readonly key: string } & GridPlace;

const COLUMNS = DASHBOARD_GRID.columns;

/** Reading order: top to bottom, then left to right. */
export function inReadingOrder<T extends GridPlace>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.y - b.y || a.x - b.x);
}

export function moveInOrder(items: readonly Placed[], key: string, step: -1 | 1): Placed[] {
  const ordered = inReadingOrder(items);
  const index = ordered.findIndex((item) => item.key === key);
  const other = ordered[index + step];
  const self = ordered[index];
  if (!self || !other) return [...items];
  // The two swap places; each keeps its own size, narrowed if it would pass the right edge.
  const place = (item: Placed, at: Placed): Placed => ({
    ...item,
    x: Math.min(at.x, COLUMNS - item.w),
    y: at.y,
  });
  return items.map((item) =>
    item.key === self.key ? place(self, other) : item.key === other.key ? place(other, self) : item,
  );
}

/** Wider or narrower by a quarter of the grid, within 1 column and the right edge. */
export function resizeBy(items: readonly Placed[], key: string, columns: number): Placed[] {
  return items.map((item) => {
    if (item.key !== key) return item;
    const w = Math.max(1, Math.min(COLUMNS, item.w + columns));
    return { ...item, w, x: Math.min(item.x, COLUMNS - w) };
  });
}

/** The places that differ from before (what a save sends). */
export function changedPlaces(before: readonly Placed[], after: readonly Placed[]): Placed[] {
  const old = new Map(before.map((item) => [item.key, item]));
  return after.filter((item) => {
    const was = old.get(item.key);
    return !was || was.x !== item.x || was.y !== item.y || was.w !== item.w || was.h !== item.h;
  });
}
