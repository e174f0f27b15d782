import { type RefObject, useEffect } from 'react';

/**
 * Calls `onReach` when `sentinel` (the element after the last item) comes into view inside
 * `root`. The observer is made afresh whenever `itemCount` changes: observing starts with a report
 * of the current state, so a page too short to fill the panel leads straight to the next one.
 */
export function useInfiniteScroll(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  onReach: () => void,
  { enabled, itemCount }: { enabled: boolean; itemCount: number },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: itemCount renews the observer after each page.
  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReach();
      },
      // Starts on the next page a little before the end is reached.
      { root: root.current, rootMargin: '0px 0px 120px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, itemCount, onReach, root, sentinel]);
}
