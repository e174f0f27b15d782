import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useScrollsItself } from './use-scrolls-itself';

/** A region 100 px high whose content is 500 px high when `tall` (happy-dom lays nothing out). */
function Region({ tall }: { readonly tall: boolean }) {
  const [ref, scrolls] = useScrollsItself<HTMLElement>();
  return (
    <section ref={ref} data-tall={tall} aria-label="Widget" tabIndex={scrolls ? 0 : undefined}>
      content
    </section>
  );
}

describe('useScrollsItself', () => {
  const saved = {
    scrollHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.tall === 'true' ? 500 : 100;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 100 });
  });
  afterEach(() => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });

  it('makes a region a tab stop while its content scrolls, and only then', () => {
    const { rerender } = render(<Region tall={false} />);
    expect(screen.getByRole('region')).not.toHaveAttribute('tabindex');
    // Content that arrives with a render (a widget's data) is measured after that render.
    rerender(<Region tall />);
    expect(screen.getByRole('region')).toHaveAttribute('tabindex', '0');
    rerender(<Region tall={false} />);
    expect(screen.getByRole('region')).not.toHaveAttribute('tabindex');
  });
});
