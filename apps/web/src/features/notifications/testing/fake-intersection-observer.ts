import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver. This one reports what the test says: `revealAll()` tells
 * every live observer its targets came into view (the user scrolled to the end of the list).
 */
export function fakeIntersectionObserver() {
  const live = new Set<FakeObserver>();
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {
      live.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
    takeRecords() {
      return [];
    }
    reveal() {
      const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0)
        this.callback(
          entries as unknown as IntersectionObserverEntry[],
          this as unknown as IntersectionObserver,
        );
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    revealAll() {
      for (const observer of [...live]) observer.reveal();
    },
    liveCount: () => live.size,
  };
}
