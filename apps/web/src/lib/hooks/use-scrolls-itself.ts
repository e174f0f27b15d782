import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element with `overflow: auto` has more content than its box, so that it scrolls. A
 * region that scrolls must be reachable by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable):
 * its owner gives it `tabIndex={0}` while it scrolls, and no extra tab stop while it does not.
 *
 * Checked after every render of the owner (its content arrives with a render), whenever the
 * element's box changes size (the window, the grid it sits in), and when its content changes without
 * the owner rendering (a lazily loaded part resolving under a Suspense boundary, a chart drawing
 * itself), at most once a frame.
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
    if (!element) return;
    let frame = 0;
    const check = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setScrolls(overflows(element));
      });
    };
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resizes?.observe(element);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(check);
    mutations?.observe(element, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      resizes?.disconnect();
      mutations?.disconnect();
    };
  }, []);

  return [ref, scrolls];
}

function overflows(element: HTMLElement): boolean {
  return element.scrollHeight > element.clientHeight || element.scrollWidth > element.clientWidth;
}
