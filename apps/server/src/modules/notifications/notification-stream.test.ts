import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsEventStream, openEventStream } from './notification-stream';

const read = (stream: ReturnType<typeof openEventStream>) => {
  const chunks: string[] = [];
  stream.body.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  return () => chunks.join('');
};

describe('openEventStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with a comment, sends keep-alives and notifications as events', async () => {
    // The keep-alive clock is faked: 70 ms at a 20 ms interval is exactly three keep-alives,
    // however busy the machine is.
    vi.useFakeTimers();
    const stream = openEventStream({ heartbeatMs: 20 });
    const text = read(stream);
    stream.send({
      id: '0b9c5a52-5e5b-4c1e-9d7e-0b7d3a0f4b11',
      title: 'Line one\nline two',
      description: '<p>x</p>',
      image: null,
      icon: null,
      created: '2025-01-01T00:00:00.000Z',
      isRead: false,
      objectUrl: null,
      useRouter: true,
      notificationType: 'Task',
    });
    await vi.advanceTimersByTimeAsync(70);
    stream.end();
    await new Promise((resolve) => stream.body.once('end', resolve));
    const all = text();
    expect(
      all.startsWith(': connected\n\nid: 0b9c5a52-5e5b-4c1e-9d7e-0b7d3a0f4b11\nevent: notification\ndata: {'),
    ).toBe(true);
    // One data line: the line break inside the title is escaped by JSON.
    expect(all).toContain('"title":"Line one\\nline two"');
    expect(all.match(/: keep-alive\n\n/g)).toHaveLength(3);
  });

  it('ends itself when the caller is no longer allowed (token expired), and calls onClose once', async () => {
    let closed = 0;
    const stream = openEventStream({ heartbeatMs: 10, stillAllowed: async () => false });
    stream.onClose(() => {
      closed += 1;
    });
    read(stream);
    await new Promise((resolve) => stream.body.once('close', resolve));
    expect(closed).toBe(1);
    stream.send({} as never);
    stream.onClose(() => {
      closed += 1;
    });
    expect(closed).toBe(2);
  });

  it('drops a client that stopped reading (a bounded backlog)', async () => {
    const stream = openEventStream({ heartbeatMs: 60_000 });
    const big = { description: 'x'.repeat(64 * 1024) } as never;
    for (let i = 0; i < 40; i += 1) stream.send(big);
    expect(stream.body.destroyed).toBe(true);
  });
});

describe('acceptsEventStream', () => {
  it.each([
    ['text/event-stream', true],
    ['TEXT/EVENT-STREAM; charset=utf-8', true],
    ['application/json, text/event-stream;q=0.5', true],
    ['text/event-stream;q=0', false],
    ['*/*', false],
    ['application/json', false],
    [undefined, false],
  ])('%s -> %s', (accept, expected) => {
    expect(acceptsEventStream(accept)).toBe(expected);
  });
});
