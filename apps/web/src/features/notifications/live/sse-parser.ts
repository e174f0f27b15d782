/**
 * A text/event-stream parser (the WHATWG "event stream interpretation"), fed with chunks as they
 * arrive: a chunk may end anywhere, even between the CR and LF of one line ending.
 */
export interface ServerSentEvent {
  /** The `event:` field; 'message' when the frame names none. */
  readonly event: string;
  /** The `data:` lines joined with '\n'. */
  readonly data: string;
  /** The last `id:` seen so far in the stream (the spec carries it over), or ''. */
  readonly id: string;
}

export interface SseParser {
  push(chunk: string): void;
}

export function createSseParser(onEvent: (event: ServerSentEvent) => void): SseParser {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let lastId = '';
  // A chunk that ended with CR: a LF starting the next chunk belongs to that same line ending.
  let skipLeadingLf = false;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastId });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment: the server's keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    // 'retry' and unknown fields: the reconnection delay is the client's own backoff.
  };

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) break;
        const crlf = buffer[end] === '\r' && buffer[end + 1] === '\n';
        if (buffer[end] === '\r' && end === buffer.length - 1) skipLeadingLf = true;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + (crlf ? 2 : 1));
      }
    },
  };
}
