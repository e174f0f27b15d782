import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockApi, mockApi } from '../../../test/mock-api';
import { LAYOUT_SAVE_DEBOUNCE_MS, useLayoutSaver } from './use-layout-saver';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

let api: MockApi;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = mockApi();
  api.on(userDashboard.editPersonalWidgets, { items: [] });
});
afterEach(() => vi.useRealTimers());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('saving the layout (spec §9: layout debounce 1000 ms)', () => {
  it('sends a burst of moves once, a second after the last, with each widget’s latest place', async () => {
    const { result } = renderHook(() => useLayoutSaver(vi.fn(), vi.fn()), { wrapper });
    act(() => result.current.queue([{ key: A, x: 0, y: 0, w: 3, h: 2 }]));
    await act(() => vi.advanceTimersByTimeAsync(LAYOUT_SAVE_DEBOUNCE_MS - 100));
    act(() =>
      result.current.queue([
        { key: A, x: 3, y: 0, w: 3, h: 2 },
        { key: B, x: 0, y: 0, w: 6, h: 2 },
      ]),
    );
    await act(() => vi.advanceTimersByTimeAsync(LAYOUT_SAVE_DEBOUNCE_MS - 100));
    expect(api.callsTo(userDashboard.editPersonalWidgets)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.callsTo(userDashboard.editPersonalWidgets)).toHaveLength(1));
    expect(api.callsTo(userDashboard.editPersonalWidgets)[0]?.body).toEqual({
      widgets: [
        { id: A, layout: { x: 3, y: 0, w: 3, h: 2 } },
        { id: B, layout: { x: 0, y: 0, w: 6, h: 2 } },
      ],
    });
  });

  it('sends what is still waiting when the dashboard closes', async () => {
    const { result, unmount } = renderHook(() => useLayoutSaver(vi.fn(), vi.fn()), { wrapper });
    act(() => result.current.queue([{ key: A, x: 0, y: 1, w: 3, h: 2 }]));
    unmount();
    vi.useRealTimers();
    await vi.waitFor(() => expect(api.callsTo(userDashboard.editPersonalWidgets)).toHaveLength(1));
  });
});
