/** No drawer narrower than this: its header and a form field still fit. */
export const MIN_DRAWER_WIDTH = 320;

/** How far one arrow-key press on the resize handle moves the edge. */
export const DRAWER_KEY_STEP = 16;

/**
 * A drawer width the page can hold: at least the minimum, at most the container's width (spec
 * §2: "capped to the container width"); when the container is narrower than the minimum, the
 * container wins.
 */
export function clampDrawerWidth(width: number, containerWidth: number, minWidth = MIN_DRAWER_WIDTH): number {
  const max = Math.max(0, Math.floor(containerWidth));
  const min = Math.min(minWidth, max);
  if (Number.isNaN(width)) return min;
  return Math.round(Math.min(max, Math.max(min, width)));
}
