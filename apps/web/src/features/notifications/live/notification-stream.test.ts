import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api/api-client';
import { aNotification } from '../../../test/fixtures/notification-fixtures';
import { openNotificationStream, streamRetryDelay } from './notification-stream';

interface Connection {
  readonly url: string;
  readonly init: RequestInit;
  send(text: string): void;
  end(): void;
}

/** A fetch whose every call is one open event stream the test writes to; aborting errors it. */
function fakeStreamingFetch(status = 200) {
  const connections: Connection[] = [];
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        controller = c;
      },
    });
    init.signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
    connections.push({
      url: String(input),
      init,
      send: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(status === 200 ? body : null, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { connections, fetchMock };
}

const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

describe('the notification event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    configureApiClient({ getAccessToken: () => 'token-1' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    configureApiClient({ getAccessToken: () => null });
  });

  it('opens the events path with the Bearer token, as fetch (EventSource cannot send it)', async () => {
    const { connections } = fakeStreamingFetch();
    const close = openNotificationStream({ onNotification: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(connections).toHaveLength(1);
    expect(connections[0]!.url).toMatch(/\/v1\/api\/in-app-notification-events$/);
    expect(connections[0]!.init.headers).toMatchObject({
      accept: 'text/event-stream',
      Authorization: 'Bearer token-1',
    });
    close();
  });

  it('hands on each valid notification frame, skipping other events and bad data', async () => {
    const { connections } = fakeStreamingFetch();
    const received: string[] = [];
    const close = openNotificationStream({ onNotification: (n) => received.push(n.title) });
    await vi.advanceTimersByTimeAsync(0);
    const good = aNotification({ title: 'Proposal sent' });
    const stream = connections[0]!;
    stream.send(': keep-alive\n\n');
    stream.send(frame('ping', JSON.stringify(good)));
    stream.send(frame('notification', '{not json'));
    stream.send(frame('notification', JSON.stringify({ ...good, id: 'not-a-uuid' })));
    const text = frame('notification', JSON.stringify(good));
    stream.send(text.slice(0, 20));
    stream.send(text.slice(20));
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual(['Proposal sent']);
    close();
  });

  it('reconnects after a refusal with a doubling wait, and after a drop', async () => {
    const { fetchMock } = fakeStreamingFetch(503);
    const close = openNotificationStream({ onNotification: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2); // 1 s
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3); // then 2 s
    close();
  });

  it('comes back 1 s after a sound connection ends, and takes a renewed token', async () => {
    const { connections } = fakeStreamingFetch();
    const close = openNotificationStream({ onNotification: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    connections[0]!.send(': keep-alive\n\n');
    configureApiClient({ getAccessToken: () => 'token-2' });
    connections[0]!.end();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connections).toHaveLength(2);
    expect(connections[1]!.init.headers).toMatchObject({ Authorization: 'Bearer token-2' });
    close();
  });

  it('stays closed once closed', async () => {
    const { connections, fetchMock } = fakeStreamingFetch();
    const close = openNotificationStream({ onNotification: () => {} });
    await vi.advanceTimersByTimeAsync(0);
    close();
    expect((connections[0]!.init.signal as AbortSignal).aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits 1 s, 2 s, 4 s ... and never more than a minute', () => {
    expect([0, 1, 2, 5, 6, 20].map(streamRetryDelay)).toEqual([1_000, 2_000, 4_000, 32_000, 60_000, 60_000]);
  });
});
