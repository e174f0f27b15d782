import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedbackStore, FEEDBACK_TIMINGS, MAX_VISIBLE_PER_AREA } from './feedback-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createFeedbackStore>) => store.getSnapshot().map((t) => t.message);

describe('feedback store timings (spec §8, §9)', () => {
  it('uses the spec figures', () => {
    expect(FEEDBACK_TIMINGS).toEqual({ errorToastMs: 7_000, alertMs: 5_000, snackbarMs: 5_000 });
  });

  it('shows the error toast for 7 s', () => {
    const store = createFeedbackStore();
    store.error('Unknown error');
    expect(store.getSnapshot()).toMatchObject([
      { kind: 'error', message: 'Unknown error', durationMs: 7_000 },
    ]);
    vi.advanceTimersByTime(6_999);
    expect(messages(store)).toEqual(['Unknown error']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it.each(['success', 'warning', 'info', 'failed'] as const)('hides a %s alert after 5 s', (severity) => {
    const store = createFeedbackStore();
    store.alert('Ticket created', { severity });
    expect(store.getSnapshot()).toMatchObject([{ kind: 'alert', severity }]);
    vi.advanceTimersByTime(4_999);
    expect(messages(store)).toEqual(['Ticket created']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('the severity shortcuts and the info default', () => {
    const store = createFeedbackStore();
    store.alert('a');
    store.success('b');
    store.warning('c');
    store.failed('d');
    store.info('e');
    expect(store.getSnapshot().map((t) => t.severity)).toEqual(['info', 'success', 'warning']);
    expect(store.pendingCount()).toBe(2);
  });

  it('a persisting alert stays until closed', () => {
    const store = createFeedbackStore();
    const id = store.warning('Read me', { persist: true });
    vi.advanceTimersByTime(60 * 60_000);
    expect(messages(store)).toEqual(['Read me']);
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
  });

  it('the snackbar defaults to 5 s and takes its own duration', () => {
    const store = createFeedbackStore();
    store.snackbar('Default');
    store.snackbar('Three seconds', { durationMs: 3_000 });
    store.snackbar('Until closed', { durationMs: null });
    vi.advanceTimersByTime(3_000);
    expect(messages(store)).toEqual(['Default', 'Until closed']);
    vi.advanceTimersByTime(2_000);
    expect(messages(store)).toEqual(['Until closed']);
  });

  it('closing early cancels the timer; closing twice is harmless', () => {
    const store = createFeedbackStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.error('x');
    store.dismiss(id);
    store.dismiss(id);
    vi.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2); // shown, closed
  });
});

describe('several toasts at once', () => {
  it(`shows up to ${MAX_VISIBLE_PER_AREA} per area and queues the rest; each waits its full time once shown`, () => {
    const store = createFeedbackStore();
    for (const n of [1, 2, 3, 4, 5]) store.error(`failure ${n}`);
    expect(messages(store)).toEqual(['failure 1', 'failure 2', 'failure 3']);
    expect(store.pendingCount()).toBe(2);

    vi.advanceTimersByTime(3_000);
    store.dismiss(store.getSnapshot()[1]!.id); // at 3 s the user closes failure 2
    expect(messages(store)).toEqual(['failure 1', 'failure 3', 'failure 4']);

    vi.advanceTimersByTime(4_000); // 7 s: 1 and 3 time out; 4 (shown at 3 s) stays, 5 shows
    expect(messages(store)).toEqual(['failure 4', 'failure 5']);
    vi.advanceTimersByTime(3_000); // 10 s: 4 has had its 7 s
    expect(messages(store)).toEqual(['failure 5']);
    vi.advanceTimersByTime(4_000); // 14 s
    expect(messages(store)).toEqual([]);
    expect(store.pendingCount()).toBe(0);
  });

  it('alerts (bottom left) do not take the room of error toasts (bottom centre)', () => {
    const store = createFeedbackStore();
    for (const n of [1, 2, 3]) store.error(`failure ${n}`);
    store.success('Ticket created');
    expect(messages(store)).toEqual(['failure 1', 'failure 2', 'failure 3', 'Ticket created']);
  });

  it('the same toast again while shown restarts its time and counts the repeat instead of stacking', () => {
    const store = createFeedbackStore();
    const first = store.error('Internal server error');
    vi.advanceTimersByTime(5_000);
    expect(store.error('Internal server error')).toBe(first);
    expect(store.getSnapshot()).toMatchObject([{ message: 'Internal server error', repeats: 2 }]);
    vi.advanceTimersByTime(6_999);
    expect(messages(store)).toEqual(['Internal server error']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('the same text in another kind or severity is another toast', () => {
    const store = createFeedbackStore();
    store.error('Saved');
    store.success('Saved');
    store.failed('Saved');
    expect(store.getSnapshot()).toHaveLength(3);
  });

  it('clear removes everything, shown and waiting', () => {
    const store = createFeedbackStore();
    for (const n of [1, 2, 3, 4]) store.error(`failure ${n}`);
    store.clear();
    expect(messages(store)).toEqual([]);
    expect(store.pendingCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual([]);
  });
});
