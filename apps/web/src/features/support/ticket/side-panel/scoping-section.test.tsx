import { SCOPING_POLL } from '@paydesk/contracts/support/support.model';
import { getScopingStatus, startScoping } from '@paydesk/contracts/support/ticket.endpoints';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDS, makePlatformTicket } from '../../../../test/fixtures/support-fixtures';
import { platformAdmin } from '../../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../../test/mock-api';
import { renderWithUser } from '../../../../test/render-with-user';
import { platformTicketRef } from '../../api/ticket-ref';
import { ScopingSection } from './scoping-section';

let api: MockApi;
beforeEach(() => {
  vi.useFakeTimers();
  api = mockApi();
});
afterEach(() => {
  vi.useRealTimers();
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
});

/**
 * Moves the fake clock by `ms`, one millisecond at a time. A timer set to 0 ms while the clock is
 * ticking runs 1 ms later (fake-timers), and answers in flight need a few turns to settle, so
 * larger jumps would let the screen lag one step behind the calls.
 */
async function advance(ms: number) {
  await act(async () => {
    for (let step = 0; step < ms; step++) await vi.advanceTimersByTimeAsync(1);
  });
}

const ref = platformTicketRef(IDS.northwind, IDS.platformTicket);

describe('scoping (spec §7 scoping / scoping-status, §9 SCOPING_POLL, §8)', () => {
  it('uses the spec figures: 3 retries at 1000 ms', () => {
    expect(SCOPING_POLL).toEqual({ retries: 3, intervalMs: 1000 });
  });

  it('starts a job, polls every 1000 ms while InProgress, shows the result and stops', async () => {
    const answers = [
      { scopingStatus: 'InProgress', scopingResult: null },
      { scopingStatus: 'InProgress', scopingResult: null },
      { scopingStatus: 'Completed', scopingResult: 'About 3 days of work' },
    ];
    api.on(startScoping, () => ({ scopingStatus: 'InProgress', scopingResult: null }));
    api.on(getScopingStatus, () => answers.shift() ?? { scopingStatus: 'Completed', scopingResult: 'x' });
    renderWithUser(<ScopingSection ticket={makePlatformTicket()} ticketRef={ref} />, platformAdmin);
    expect(screen.getByRole('status')).toHaveTextContent('Status: Not started');

    fireEvent.click(screen.getByRole('button', { name: 'Start scoping' }));
    await advance(5);
    expect(api.callsTo(startScoping)[0]?.path).toBe(
      `/api/support/${IDS.northwind}/ticket/${IDS.platformTicket}/scoping`,
    );
    expect(screen.getByText('Scoping started')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: In progress');
    expect(screen.getByRole('button', { name: 'Start scoping' })).toBeDisabled();

    // Polls 1000 ms after the start, then every 1000 ms (the clock is at 5 ms now).
    await advance(990);
    expect(api.callsTo(getScopingStatus)).toHaveLength(0);
    await advance(10);
    expect(api.callsTo(getScopingStatus)).toHaveLength(1);
    await advance(1000);
    expect(api.callsTo(getScopingStatus)).toHaveLength(2);
    await advance(1000);
    expect(api.callsTo(getScopingStatus)).toHaveLength(3);
    await advance(5);
    expect(screen.getByRole('status')).toHaveTextContent('Status: Completed');
    expect(screen.getByText('About 3 days of work')).toBeInTheDocument();
    await advance(10_000);
    expect(api.callsTo(getScopingStatus)).toHaveLength(3);
  });

  it('a ticket opened while scoping runs polls from the start', async () => {
    api.on(getScopingStatus, () => ({ scopingStatus: 'InProgress', scopingResult: null }));
    renderWithUser(
      <ScopingSection ticket={makePlatformTicket({ scopingStatus: 'InProgress' })} ticketRef={ref} />,
      platformAdmin,
    );
    await advance(5);
    expect(api.callsTo(getScopingStatus)).toHaveLength(1);
    await advance(3000);
    expect(api.callsTo(getScopingStatus)).toHaveLength(4);
  });

  it('on a polling error retries 3 times at 1 s, then logs the error and stops', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on(getScopingStatus, () => errorResponse(503, 'Scoping service unavailable'));
    renderWithUser(
      <ScopingSection ticket={makePlatformTicket({ scopingStatus: 'InProgress' })} ticketRef={ref} />,
      platformAdmin,
    );
    await advance(5);
    expect(api.callsTo(getScopingStatus)).toHaveLength(1);
    // Each retry waits 1000 ms after the failure is known.
    for (const calls of [2, 3, 4]) {
      await advance(980);
      expect(api.callsTo(getScopingStatus)).toHaveLength(calls - 1);
      await advance(20);
      expect(api.callsTo(getScopingStatus)).toHaveLength(calls);
    }
    await advance(20);
    expect(log).toHaveBeenCalledWith(
      'Scoping-status polling failed',
      expect.objectContaining({ status: 503 }),
    );
    expect(
      screen.getByText('The scoping status could not be read. Reload the page to try again.'),
    ).toBeInTheDocument();
    await advance(10_000);
    expect(api.callsTo(getScopingStatus)).toHaveLength(4);
    log.mockRestore();
  });
});
