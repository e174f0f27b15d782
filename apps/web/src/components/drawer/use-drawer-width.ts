import { useCallback, useEffect, useState } from 'react';
import { localSettings } from '../../lib/local-settings';
import { clampDrawerWidth, MIN_DRAWER_WIDTH } from './drawer-width';

function viewportWidth(): number {
  return typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
}

/** The width of the page the drawer opens over, followed as the window resizes. */
function useContainerWidth(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const update = () => setWidth(viewportWidth());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

export interface DrawerWidth {
  /** The width to draw: the wanted width, capped to the container. */
  readonly width: number;
  readonly min: number;
  readonly max: number;
  /** Sets the wanted width (while dragging); `commit` also keeps it in local storage. */
  readonly resize: (width: number, commit: boolean) => void;
}

/**
 * A side drawer's width (spec §2, §9): kept in local storage under the drawer-size key, so it is
 * the same the next time any drawer opens, and never wider than the container.
 */
export function useDrawerWidth(defaultWidth: number, minWidth = MIN_DRAWER_WIDTH): DrawerWidth {
  const containerWidth = useContainerWidth();
  const [wanted, setWanted] = useState(() => localSettings.getDrawerSize() ?? defaultWidth);
  const width = clampDrawerWidth(wanted, containerWidth, minWidth);
  const max = clampDrawerWidth(Number.POSITIVE_INFINITY, containerWidth, minWidth);
  const min = clampDrawerWidth(0, containerWidth, minWidth);

  const resize = useCallback(
    (next: number, commit: boolean) => {
      const capped = clampDrawerWidth(next, containerWidth, minWidth);
      setWanted(capped);
      if (commit) localSettings.setDrawerSize(capped);
    },
    [containerWidth, minWidth],
  );
  return { width, min, max, resize };
}
