import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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

/** Content that grows by itself: its owner (the region) does not render again. */
function Growing() {
  const [lines, setLines] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setLines(5)}>
        Grow
      </button>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines
        <p key={i}>line</p>
      ))}
    </>
  );
}

function GrowingRegion() {
  const [ref, scrolls] = useScrollsItself<HTMLElement>();
  return (
    <section ref={ref} aria-label="Widget" tabIndex={scrolls ? 0 : undefined}>
      <Growing />
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
        return this.dataset.tall === 'true' || this.querySelectorAll('p').length > 2 ? 500 : 100;
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

  it('notices content that grows without its owner rendering (a lazy part, a chart drawing itself)', async () => {
    render(<GrowingRegion />);
    expect(screen.getByRole('region')).not.toHaveAttribute('tabindex');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Grow' }));
    });
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('tabindex', '0'));
  });
});
