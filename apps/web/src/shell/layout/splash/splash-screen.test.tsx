import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blueHarborAdmin } from '../../../test/fixtures/users';
import { renderWithUser } from '../../../test/render-with-user';
import { hasFreshSignIn, markFreshSignIn } from '../../auth/fresh-sign-in';
import { SplashScreen, useSplashVisible } from './splash-screen';

/** The splash as the layout shell drives it, with a button standing for "the layout has loaded". */
function Harness() {
  const [loaded, setLoaded] = useState(false);
  const visible = useSplashVisible(loaded);
  return (
    <>
      <button type="button" onClick={() => setLoaded(true)}>
        layout loaded
      </button>
      <SplashScreen visible={visible} />
    </>
  );
}

const splash = () => screen.queryByRole('progressbar', { name: 'Loading Paydesk' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('splash screen after an interactive sign-in', () => {
  // What the sign-in callback page leaves for the layout (login-callback-page.tsx).
  beforeEach(() => markFreshSignIn());

  it('covers the page until the layout has loaded, however long that takes', () => {
    renderWithUser(<Harness />, blueHarborAdmin);
    expect(splash()).toBeInTheDocument();
    advance(10_000);
    expect(splash()).toBeInTheDocument();
  });

  it('hides 3000 ms after the layout has loaded (spec §4, §9)', () => {
    renderWithUser(<Harness />, blueHarborAdmin);
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'layout loaded', hidden: true }));
    advance(2999);
    expect(splash()).toBeInTheDocument();
    expect(screen.getByTestId('splash-screen')).toHaveStyle({ position: 'fixed' });
    advance(1);
    // Gone from the accessibility tree at once, and from the page once it has faded out.
    expect(splash()).not.toBeInTheDocument();
    advance(400);
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });

  it("is branded with the tenant's colour and logo", () => {
    renderWithUser(<Harness />, blueHarborAdmin);
    const screenEl = screen.getByTestId('splash-screen');
    expect(screenEl).toHaveStyle({ backgroundColor: blueHarborAdmin.themeSettings?.sidebarBackgroundColor });
    expect(screenEl.querySelector('img')).toHaveAttribute('src', blueHarborAdmin.checkoutLogoSource);
  });
});

describe('splash screen on any other load', () => {
  it('does not show on a reload, a deep link or a new tab: the page shows as soon as it is ready', () => {
    renderWithUser(<Harness />, blueHarborAdmin);
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'layout loaded' }));
    expect(splash()).not.toBeInTheDocument();
  });

  it('shows once per sign-in: the next load of the layout goes without it', () => {
    markFreshSignIn();
    const first = renderWithUser(<Harness />, blueHarborAdmin);
    expect(splash()).toBeInTheDocument();
    expect(hasFreshSignIn()).toBe(false);
    first.unmount();
    renderWithUser(<Harness />, blueHarborAdmin);
    expect(screen.queryByTestId('splash-screen')).not.toBeInTheDocument();
  });
});
