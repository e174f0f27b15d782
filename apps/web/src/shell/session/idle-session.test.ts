import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleSession, IDLE_DEFAULTS, type IdleSessionOptions } from './idle-session';
import { createSharedActivity } from './shared-activity';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(overrides: Partial<IdleSessionOptions> = {}) {
  const ping = vi.fn();
  const onTimeout = vi.fn();
  const session = createIdleSession({ ...IDLE_DEFAULTS, ping, onTimeout, ...overrides });
  session.start();
  return { session, ping, onTimeout };
}

const seconds = (s: number) => vi.advanceTimersByTime(s * 1000);

describe('the idle session (spec §4, §9)', () => {
  it('uses the spec defaults: idle 1800 s, time-out 60 s, ping 15 s', () => {
    expect(IDLE_DEFAULTS).toEqual({ idleSeconds: 1800, timeoutSeconds: 60, pingSeconds: 15 });
  });

  it('warns after 1800 s without activity and counts down 60 s', () => {
    const { session, onTimeout } = setup();
    seconds(1799);
    expect(session.getState()).toEqual({ phase: 'active' });
    seconds(1);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 60 });
    seconds(1);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 59 });
    seconds(58);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('signs out when the countdown reaches 0, once', () => {
    const { session, onTimeout } = setup();
    seconds(1800 + 60);
    expect(session.getState()).toEqual({ phase: 'timedOut' });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    seconds(3600);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('Continue resets: the next warning comes 1800 s later', () => {
    const { session, onTimeout } = setup();
    seconds(1830);
    expect(session.getState()).toMatchObject({ phase: 'warning', secondsLeft: 30 });
    session.continueSession();
    expect(session.getState()).toEqual({ phase: 'active' });
    seconds(1799);
    expect(session.getState()).toEqual({ phase: 'active' });
    seconds(1);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it.each([
    ['a mouse move', () => window.dispatchEvent(new MouseEvent('mousemove'))],
    ['a click', () => window.dispatchEvent(new MouseEvent('mousedown'))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
    ['a scroll inside the page', () => document.body.dispatchEvent(new Event('scroll'))],
    ['the wheel', () => window.dispatchEvent(new Event('wheel'))],
    [
      'the tab shown again',
      () => {
        vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
  ])('%s counts as activity', (_, act) => {
    const { session } = setup();
    seconds(1000);
    act();
    seconds(1000);
    expect(session.getState()).toEqual({ phase: 'active' });
    seconds(800);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 60 });
  });

  it("while the dialog is up this tab's own mouse does not dismiss it: Continue does", () => {
    const { session } = setup();
    seconds(1800);
    window.dispatchEvent(new MouseEvent('mousemove'));
    seconds(1);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 59 });
  });

  it('a tab woken after its countdown has passed signs out at once', () => {
    const { onTimeout } = setup();
    // The browser froze the timers (a sleeping laptop): the clock jumps.
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    seconds(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stop ends it all', () => {
    const { session, onTimeout, ping } = setup();
    session.stop();
    seconds(4000);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(ping).not.toHaveBeenCalled();
  });

  it('uses the configured figures (they differ per environment)', () => {
    const { session, onTimeout } = setup({ idleSeconds: 5, timeoutSeconds: 5, pingSeconds: 2 });
    seconds(5);
    expect(session.getState()).toEqual({ phase: 'warning', secondsLeft: 5 });
    seconds(5);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('the keep-alive ping (spec §9: every 15 s while active)', () => {
  it('pings every 15 s while the user is active, the first 15 s after the start', () => {
    const { ping } = setup();
    seconds(14);
    expect(ping).not.toHaveBeenCalled();
    seconds(1);
    expect(ping).toHaveBeenCalledTimes(1);
    seconds(15);
    expect(ping).toHaveBeenCalledTimes(2);
    seconds(45);
    expect(ping).toHaveBeenCalledTimes(5);
  });

  it('stops pinging while the dialog is up and starts again after Continue', () => {
    const { session, ping } = setup();
    seconds(1800);
    const before = ping.mock.calls.length;
    expect(before).toBe(119); // at 15, 30 ... 1785 s; at 1800 s the dialog opens instead
    seconds(50);
    expect(ping).toHaveBeenCalledTimes(before);
    session.continueSession();
    seconds(15);
    expect(ping).toHaveBeenCalledTimes(before + 1);
  });
});

describe('several tabs (activity is shared through localStorage)', () => {
  it('a user working in tab A is not logged out by idle tab B', () => {
    const a = setup();
    const b = setup();
    // The user works in tab A only: its events are recorded by A's shared clock.
    const tabA = createSharedActivity();
    for (let minute = 0; minute < 60; minute += 1) {
      seconds(60);
      tabA.record(Date.now());
    }
    expect(b.session.getState()).toEqual({ phase: 'active' });
    expect(b.onTimeout).not.toHaveBeenCalled();
    a.session.stop();
    b.session.stop();
  });

  it('Continue in one tab closes the dialog of the other', () => {
    const a = setup();
    const b = setup();
    seconds(1810);
    expect(a.session.getState()).toMatchObject({ phase: 'warning' });
    expect(b.session.getState()).toMatchObject({ phase: 'warning' });
    a.session.continueSession();
    seconds(1);
    expect(b.session.getState()).toEqual({ phase: 'active' });
    a.session.stop();
    b.session.stop();
  });

  it('two tabs send one ping per interval between them', () => {
    const a = setup();
    const b = setup();
    seconds(60);
    expect(a.ping.mock.calls.length + b.ping.mock.calls.length).toBe(4);
    a.session.stop();
    b.session.stop();
  });

  it('a stale shared time from an earlier session does not make a new tab idle', () => {
    localStorage.setItem('paydesk.last-activity', String(Date.now() - 5 * 3600_000));
    const { session, onTimeout } = setup();
    seconds(1);
    expect(session.getState()).toEqual({ phase: 'active' });
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
