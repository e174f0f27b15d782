/**
 * Makes `window.matchMedia` (which jsdom lacks) answer width queries as a screen `width` px wide
 * would, so MUI's useMediaQuery sees a phone or a desktop. Returns what puts jsdom back.
 */
export function stubScreenWidth(width: number): () => void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, px]) =>
      bound === 'min' ? width >= Number(px) : width <= Number(px),
    );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
  return () => {
    Reflect.deleteProperty(window, 'matchMedia');
  };
}
