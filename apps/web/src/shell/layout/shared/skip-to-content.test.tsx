import type { CurrentUser, LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, merchantAdmin } from '../../../test/fixtures/users';
import { renderApp } from '../../../test/render-with-user';

const LAYOUT_NAMES: readonly LayoutName[] = ['vertical-layout-1', 'enterprise', 'material', 'vertical-v2'];

const inLayout = (user: CurrentUser, layout: LayoutName): CurrentUser => ({
  ...user,
  themeSettings: { ...DEFAULT_THEME, layoutName: layout },
});

describe.each(LAYOUT_NAMES)('"Skip to content" in layout %s', { timeout: 20_000 }, (layout) => {
  it('is the first stop of the Tab key and moves the focus to the main content', async () => {
    const { events } = renderApp(inLayout(merchantAdmin, layout), {
      route: '/merchant/payments/single-payment',
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');

    const link = screen.getByRole('link', { name: 'Skip to content' });
    // Hidden until focused: a 1 px clipped box.
    expect(link).toHaveStyle({ width: '1px', height: '1px', overflow: 'hidden' });
    await events.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveTextContent(/^Skip to content$/);
    expect(link).toHaveAttribute('href', '#main-content');

    await events.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});
