import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { FeedbackProvider } from '../../components/feedback/feedback-provider';
import { createFeedbackStore } from '../../components/feedback/feedback-store';
import { configureApiClient } from '../../lib/api/api-client';
import { fakeAuth, makeConfiguration, makeOidcUser } from '../../test/auth-fixtures';
import { AuthContext } from '../auth/auth-context';
import { IdleSessionWatcher } from './idle-session-watcher';

function LogoutProbe() {
  const location = useLocation();
  return <p>{`logout page, local: ${String((location.state as { local?: boolean } | null)?.local)}`}</p>;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderWatcher(options: { authenticated?: boolean; onUnauthorized?: () => void } = {}) {
  const store = createFeedbackStore();
  const queryClient = createQueryClient({ notifier: store, onUnauthorized: options.onUnauthorized });
  const auth = fakeAuth({
    isAuthenticated: options.authenticated ?? true,
    user: makeOidcUser(),
    configuration: makeConfiguration({
      sessionIdleSeconds: 1800,
      sessionTimeoutSeconds: 60,
      pingSeconds: 15,
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <IdleSessionWatcher /> },
      { path: '/authentication/logout', element: <LogoutProbe /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider store={store}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { store, router };
}

async function seconds(s: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(s * 1000);
  });
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn(async () => jsonResponse({ result: 'pong', serverTime: new Date().toISOString() }));
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ getAccessToken: () => 'tok-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  configureApiClient({ getAccessToken: () => null });
});

describe('IdleSessionWatcher', () => {
  it("after 1800 s shows 'You have been inactive' with a 60 s countdown, 'Quit' and 'Continue'", async () => {
    renderWatcher();
    await seconds(1799);
    expect(screen.queryByRole('dialog')).toBeNull();
    await seconds(1);
    const dialog = screen.getByRole('dialog', { name: 'You have been inactive' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('You will be logged out in 60 seconds.');
    expect(within(dialog).getByRole('button', { name: 'Quit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await seconds(59);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('You will be logged out in 1 second.');
  });

  it('Escape does not close it: the user answers with a button', async () => {
    renderWatcher();
    await seconds(1800);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await seconds(1);
    expect(screen.getByRole('dialog', { name: 'You have been inactive' })).toBeInTheDocument();
  });

  it('Continue closes the dialog and keeps the session', async () => {
    const { router } = renderWatcher();
    await seconds(1810);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await seconds(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await seconds(120);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Quit signs out the normal way (the logout page, started from inside the app)', async () => {
    renderWatcher();
    await seconds(1800);
    fireEvent.click(screen.getByRole('button', { name: 'Quit' }));
    await seconds(0);
    expect(screen.getByText('logout page, local: true')).toBeInTheDocument();
  });

  it('the end of the countdown signs out', async () => {
    renderWatcher();
    await seconds(1859);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await seconds(1);
    expect(screen.getByText('logout page, local: true')).toBeInTheDocument();
  });

  it('pings GET /api/v1/ping with the token every 15 s while active', async () => {
    renderWatcher();
    await seconds(14);
    expect(fetchMock).not.toHaveBeenCalled();
    await seconds(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(String(url)).toBe(`${window.location.origin}/api/v1/ping`);
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    await seconds(30);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a failed ping shows the error toast', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'INTERNAL', message: 'The server is restarting' } }, 500),
    );
    const { store } = renderWatcher();
    await seconds(15);
    expect(store.getSnapshot()).toMatchObject([{ kind: 'error', message: 'The server is restarting' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('The server is restarting');
  });

  it('a ping refused with 401 ends the session', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, 401),
    );
    const onUnauthorized = vi.fn();
    const { store } = renderWatcher({ onUnauthorized });
    await seconds(15);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does nothing while signed out', async () => {
    renderWatcher({ authenticated: false });
    await seconds(4000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
