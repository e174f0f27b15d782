import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('createSseParser', () => {
  it('reads a notification frame', () => {
    expect(parse('event: notification\ndata: {"id":"1"}\n\n')).toEqual([
      { event: 'notification', data: '{"id":"1"}', id: '' },
    ]);
  });

  it('dispatches nothing before the blank line that ends a frame', () => {
    expect(parse('event: notification\ndata: {"id":"1"}\n')).toEqual([]);
  });

  it('joins data lines with a newline and defaults the event to message', () => {
    expect(parse('data: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo', id: '' }]);
  });

  it('skips comments (the keep-alive) and frames without data', () => {
    expect(parse(': keep-alive\n\nevent: notification\n\n: ping\n\n')).toEqual([]);
  });

  it('takes CRLF and CR line endings', () => {
    expect(parse('event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r')).toEqual([
      { event: 'a', data: '1', id: '' },
      { event: 'b', data: '2', id: '' },
    ]);
  });

  it('reassembles frames split anywhere across chunks, even inside a CRLF', () => {
    const events = parse('eve', 'nt: notifi', 'cation\r', '\ndata: {"a"', ':1}\r', '\n\r', '\n');
    expect(events).toEqual([{ event: 'notification', data: '{"a":1}', id: '' }]);
  });

  it('keeps the value after the first colon and one leading space only', () => {
    expect(parse('data:  two spaces: and a colon\n\n')).toEqual([
      { event: 'message', data: ' two spaces: and a colon', id: '' },
    ]);
  });

  it('carries the last id over, and ignores unknown fields and retry', () => {
    expect(parse('id: 7\nretry: 100\nfoo: bar\ndata: x\n\ndata: y\n\n')).toEqual([
      { event: 'message', data: 'x', id: '7' },
      { event: 'message', data: 'y', id: '7' },
    ]);
  });

  it('resets the event type after each frame', () => {
    expect(parse('event: notification\ndata: 1\n\ndata: 2\n\n').map((e) => e.event)).toEqual([
      'notification',
      'message',
    ]);
  });
});
