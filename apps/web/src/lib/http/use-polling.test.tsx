import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Poll({ task, enabled = true }: { task: () => Promise<void>; enabled?: boolean }) {
  usePolling(task, { intervalMs: 30_000, enabled });
  return null;
}

describe('usePolling', () => {
  it('polls while mounted, doubling after an error, and stops on unmount', async () => {
    let calls = 0;
    const task = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new Error('down');
    });
    const view = render(<Poll task={task} />);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000); // the second run fails
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    view.unmount();
    await vi.advanceTimersByTimeAsync(300_000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('does not poll while disabled', async () => {
    const task = vi.fn(async () => undefined);
    const view = render(<Poll task={task} enabled={false} />);
    await vi.advanceTimersByTimeAsync(100_000);
    expect(task).not.toHaveBeenCalled();
    view.rerender(<Poll task={task} enabled />);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    view.unmount();
  });
});
