import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element with `overflow: auto` has more content than its box, so that it scrolls. A
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable):
 * its owner gives it `tabIndex={0}` while it scrolls, and no extra tab stop while it does not.
 *
 * Checked after every render of the owner (its content arrives with a render) and whenever the
 * element's box changes size (the window, the grid it sits in).
 */
export function useScrollsItself<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [scrolls, setScrolls] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setScrolls(overflows(element));
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(overflows(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [ref, scrolls];
}

function overflows(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
}
