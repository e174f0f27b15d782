import '../../i18n/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localSettings } from '../../lib/local-settings';
import { clampDrawerWidth, DRAWER_KEY_STEP, MIN_DRAWER_WIDTH } from './drawer-width';
import { ResizableDrawer } from './resizable-drawer';

const initialWidth = window.innerWidth;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

afterEach(() => setViewportWidth(initialWidth));

function renderDrawer(props: { anchor?: 'left' | 'right'; onClose?: () => void } = {}) {
  return render(
    <ResizableDrawer open title="Filters" onClose={props.onClose ?? (() => {})} anchor={props.anchor}>
      <input aria-label="Name" />
    </ResizableDrawer>,
  );
}

const handle = () => screen.getByRole('separator', { name: 'Resize panel' });
const paper = () => screen.getByRole('dialog', { name: 'Filters' });

describe('drawer width', () => {
  it('is capped to the container, and never below the minimum unless the container is smaller', () => {
    expect(clampDrawerWidth(500, 1200)).toBe(500);
    expect(clampDrawerWidth(1500, 1200)).toBe(1200);
    expect(clampDrawerWidth(100, 1200)).toBe(MIN_DRAWER_WIDTH);
    expect(clampDrawerWidth(500, 280)).toBe(280);
    expect(clampDrawerWidth(Number.NaN, 1200)).toBe(MIN_DRAWER_WIDTH);
    expect(clampDrawerWidth(Number.POSITIVE_INFINITY, 1200)).toBe(1200);
  });
});

describe('resizable drawer', { timeout: 20_000 }, () => {
  it('opens at the width kept in local storage under drawer-size', () => {
    setViewportWidth(1280);
    localSettings.setDrawerSize(520);
    renderDrawer();
    expect(localStorage.getItem('drawer-size')).toBe('520');
    expect(handle()).toHaveAttribute('aria-valuenow', '520');
    expect(paper()).toHaveStyle({ width: '520px' });
  });

  it('is capped to the container width, and follows it when the window narrows', () => {
    setViewportWidth(1000);
    localSettings.setDrawerSize(1400);
    renderDrawer();
    expect(handle()).toHaveAttribute('aria-valuenow', '1000');
    expect(handle()).toHaveAttribute('aria-valuemax', '1000');
    setViewportWidth(700);
    expect(handle()).toHaveAttribute('aria-valuenow', '700');
    expect(paper()).toHaveStyle({ width: '700px' });
  });

  it('is a keyboard-operable vertical separator that keeps the new width', async () => {
    setViewportWidth(1280);
    const events = userEvent.setup();
    renderDrawer();
    const separator = handle();
    expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    expect(separator).toHaveAttribute('aria-valuenow', '400');
    expect(separator).toHaveAttribute('aria-valuemin', String(MIN_DRAWER_WIDTH));
    separator.focus();
    // On the right, the handle is the left edge: ArrowLeft widens, ArrowRight narrows.
    await events.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(separator).toHaveAttribute('aria-valuenow', String(400 + 2 * DRAWER_KEY_STEP));
    await events.keyboard('{ArrowRight}');
    expect(separator).toHaveAttribute('aria-valuenow', String(400 + DRAWER_KEY_STEP));
    expect(localSettings.getDrawerSize()).toBe(400 + DRAWER_KEY_STEP);
    await events.keyboard('{End}');
    expect(separator).toHaveAttribute('aria-valuenow', '1280');
    await events.keyboard('{Home}');
    expect(separator).toHaveAttribute('aria-valuenow', String(MIN_DRAWER_WIDTH));
    expect(localSettings.getDrawerSize()).toBe(MIN_DRAWER_WIDTH);
  });

  it('turns the arrow keys round for a drawer on the left', async () => {
    setViewportWidth(1280);
    const events = userEvent.setup();
    renderDrawer({ anchor: 'left' });
    handle().focus();
    await events.keyboard('{ArrowRight}');
    expect(handle()).toHaveAttribute('aria-valuenow', String(400 + DRAWER_KEY_STEP));
  });

  it('follows a drag of its edge and keeps the width when the pointer is released', () => {
    setViewportWidth(1280);
    renderDrawer();
    fireEvent.pointerDown(handle(), { button: 0, clientX: 880 });
    fireEvent.pointerMove(window, { clientX: 700 });
    expect(handle()).toHaveAttribute('aria-valuenow', '580');
    expect(localSettings.getDrawerSize()).toBeNull();
    fireEvent.pointerMove(window, { clientX: -300 });
    expect(handle()).toHaveAttribute('aria-valuenow', '1280');
    fireEvent.pointerUp(window, { clientX: -300 });
    expect(localSettings.getDrawerSize()).toBe(1280);
    // Once released, moving the pointer changes nothing.
    fireEvent.pointerMove(window, { clientX: 900 });
    expect(handle()).toHaveAttribute('aria-valuenow', '1280');
  });

  it('is a modal dialog that Escape closes', async () => {
    let closed = 0;
    const events = userEvent.setup();
    renderDrawer({ onClose: () => closed++ });
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('aria-modal', 'true');
    await events.click(screen.getByLabelText('Name'));
    await events.keyboard('{Escape}');
    expect(closed).toBe(1);
    await events.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toBe(2);
  });
});
