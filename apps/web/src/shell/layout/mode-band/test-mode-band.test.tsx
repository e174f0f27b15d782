import type { CurrentUser, LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localSettings } from '../../../lib/local-settings';
import {
  boardingMerchant,
  DEFAULT_THEME,
  merchantAdmin,
  sandboxMerchant,
  tenantAdmin,
} from '../../../test/fixtures/users';
import { renderApp } from '../../../test/render-with-user';
import { contrastRatio } from '../../theme/readable-colours';
import { TEST_MODE_BAND_COLOURS } from './test-mode-band';

const BAND_TEXT = 'Test mode — no real money moves';
const LAYOUT_NAMES: readonly LayoutName[] = ['vertical-layout-1', 'enterprise', 'material', 'vertical-v2'];

const inLayout = (user: CurrentUser, layout: LayoutName): CurrentUser => ({
  ...user,
  themeSettings: { ...DEFAULT_THEME, layoutName: layout },
});

const bandByText = () => screen.queryByText(BAND_TEXT);

/** The portal on a page every merchant can open, once its layout has drawn. */
async function openPortal(user: CurrentUser) {
  const view = renderApp(user, { route: '/merchant/payments/single-payment', allBuilt: true });
  await screen.findByRole('navigation', { name: 'Main menu' });
  return view;
}

describe('Test mode band', { timeout: 20_000 }, () => {
  it.each(LAYOUT_NAMES)('runs across the top of layout %s in Test mode, as a status', async (layout) => {
    localSettings.setSystemMode('Test');
    await openPortal(inLayout(merchantAdmin, layout));
    const text = bandByText();
    expect(text).toBeInTheDocument();
    expect(text).toHaveTextContent(/^Test mode \u2014 no real money moves$/);
    // A polite status, not an alert that interrupts.
    expect(text).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Drawn once, by the shell every layout is rendered in, before the layout itself.
    const root = document.querySelector('[data-layout]')!;
    expect(root).toHaveAttribute('data-layout', layout);
    expect(root.contains(text)).toBe(false);
    expect(text!.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText(BAND_TEXT)).toHaveLength(1);
  });

  it('shows for a sandbox merchant, forced to Test whatever was stored', async () => {
    localSettings.setSystemMode('Live');
    await openPortal(sandboxMerchant);
    expect(bandByText()).toBeInTheDocument();
  });

  it('does not show in Live mode, nor for users without a mode', async () => {
    for (const user of [merchantAdmin, boardingMerchant, tenantAdmin]) {
      localSettings.setSystemMode(user === merchantAdmin ? 'Live' : null);
      const { unmount } = await openPortal(user);
      expect(bandByText()).not.toBeInTheDocument();
      unmount();
    }
  });

  it('follows the Test/Live switch at once', async () => {
    const { events } = await openPortal(merchantAdmin);
    const toggle = within(screen.getByRole('banner')).getByRole('switch', { name: 'Test/Live mode' });
    expect(bandByText()).not.toBeInTheDocument();
    await events.click(toggle);
    expect(bandByText()).toBeInTheDocument();
    await events.click(toggle);
    expect(bandByText()).not.toBeInTheDocument();
  });

  it('reads at WCAG AA (4.5:1) in every tenant theme: its colours are its own', () => {
    expect(
      contrastRatio(TEST_MODE_BAND_COLOURS.text, TEST_MODE_BAND_COLOURS.background),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
