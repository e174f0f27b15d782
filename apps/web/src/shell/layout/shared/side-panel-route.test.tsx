import { checkAuditChain, listAuditEvents } from '@paydesk/contracts/audit/audit.endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformAdmin } from '../../../test/fixtures/users';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-with-user';

// The audit panel's own calls (its screen is built); the page underneath calls nothing.
beforeEach(() => {
  mockApi()
    .on(listAuditEvents, { count: 0, data: [] })
    .on(checkAuditChain, { valid: true, checked: 0, chains: [] });
});

const NOT_AVAILABLE = 'This area is not available in this version yet';

describe("the side-panel route 'audit' (spec §2)", { timeout: 20_000 }, () => {
  it('opens in the right-hand modal over the page it was opened from, and closes back to it', async () => {
    const { router, events } = renderApp(platformAdmin, { route: '/crm/tasks?page=2' });
    await screen.findByRole('heading', { name: NOT_AVAILABLE });
    await act(() => router.navigate('/audit'));

    const panel = await screen.findByRole('dialog', { name: 'Audit trail' });
    expect(await within(panel).findByText('Chain verified')).toBeInTheDocument();
    // The page underneath stays.
    expect(screen.getByRole('main', { hidden: true })).toHaveTextContent(
      'Tasks is planned for a later version',
    );
    expect(within(panel).getByRole('button', { name: 'Maximise' })).toBeInTheDocument();

    await events.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/tasks'));
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Audit trail' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('main')).toHaveTextContent('Tasks is planned for a later version');
  });

  it('opened directly, closes to where the user lands: the dashboard', async () => {
    const { router, events } = renderApp(platformAdmin, { route: '/audit' });
    await screen.findByRole('dialog', { name: 'Audit trail' });
    await events.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/crm/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
