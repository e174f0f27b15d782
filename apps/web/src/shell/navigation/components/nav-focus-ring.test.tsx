import type { CurrentUser, LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLUE_HARBOR_THEME, DEFAULT_THEME, merchantAdmin } from '../../../test/fixtures/users';
import { renderApp } from '../../../test/render-with-user';
import { contrastRatio } from '../../theme/readable-colours';

/** WCAG 2.1 AA (1.4.11): a focus indicator contrasts 3:1 with what is around it. */
const NON_TEXT_CONTRAST = 3;

// Sidebars from the demo tenants to the awkward ones: white, a yellow, a mid grey, near black.
const SIDEBARS = [
  DEFAULT_THEME.sidebarBackgroundColor,
  BLUE_HARBOR_THEME.sidebarBackgroundColor,
  '#ffffff',
  '#ffeb3b',
  '#777777',
  '#111111',
];

const withTheme = (
  sidebar: string,
  layoutName: LayoutName,
  textColor = DEFAULT_THEME.textColor,
): CurrentUser => ({
  ...merchantAdmin,
  themeSettings: { ...DEFAULT_THEME, sidebarBackgroundColor: sidebar, textColor, layoutName },
});

/** The focus ring of the menu's first link and first group button, focused from the keyboard. */
async function focusRings(user: CurrentUser) {
  const { events, unmount } = renderApp(user, { route: '/merchant/payments/single-payment', allBuilt: true });
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  const entries = [
    within(menu).getByRole('link', { name: 'Dashboard' }),
    within(menu).getAllByRole('button')[0]!,
  ];
  const rings = [];
  for (const entry of entries) {
    entry.focus();
    // A key press: Material UI marks keyboard focus (focus-visible) once the keyboard is in use.
    await events.keyboard('{Shift}');
    const style = getComputedStyle(entry);
    rings.push({ width: style.outlineWidth, style: style.outlineStyle, colour: style.outlineColor });
  }
  unmount();
  return rings;
}

describe('the focus ring of the side menu', { timeout: 60_000 }, () => {
  it.each(SIDEBARS)('is a 2 px outline reading 3:1 on a %s sidebar', async (sidebar) => {
    for (const ring of await focusRings(withTheme(sidebar, 'vertical-layout-1'))) {
      expect(ring.style).toBe('solid');
      expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.colour, sidebar)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });

  it("reads 3:1 on the Material layout's light floating panel, whatever the tenant's text colour", async () => {
    for (const ring of await focusRings(
      withTheme(DEFAULT_THEME.sidebarBackgroundColor, 'material', '#cccccc'),
    )) {
      expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
      expect(contrastRatio(ring.colour, '#ffffff')).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    }
  });
});
