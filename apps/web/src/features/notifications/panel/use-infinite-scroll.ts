import { useEffect } from 'react';

/**
 * Calls `onReach` when `sentinel` (the element after the last item) comes into view inside
 * `root`. Both are elements, not refs (their owners keep them in state through a callback ref): the
 * panel draws its content in a portal a render after it opens, so on the first run of this effect
 * a ref was still empty, and with the pages already held nothing changed to run it again; the
 * next page never loaded. The observer is made afresh whenever `itemCount` changes: observing
 * starts with a report of the current state, so a page too short to fill the panel leads straight
 * to the next one.
 */
export function useInfiniteScroll(
  root: HTMLElement | null,
  sentinel: HTMLElement | null,
  onReach: () => void,
  { enabled, itemCount }: { enabled: boolean; itemCount: number },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount renews the observer after each page.
  useEffect(() => {
    if (!enabled || !root || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      // Starts on the next page a little before the end is reached.
      { root, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, itemCount, onReach, root, sentinel]);
}
