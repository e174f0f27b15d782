import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { type Mock, vi } from 'vitest';

/** A request the component made, as the handler and the test see it. */
export interface ApiCall {
  readonly endpoint: AnyEndpoint;
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body parsed, the FormData of an upload, or undefined. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * What a handler answers: a value (JSON; for text and blob endpoints, the body as a string), or a
 * Response (`jsonResponse`, `errorResponse`) for another status. It may answer with a promise, to
 * hold the answer back.
 */
export type Handler = (call: ApiCall) => unknown;

export interface MockApi {
  readonly calls: ApiCall[];
  /** The requests no handler matched (answered 599): a test fails unless this stays empty. */
  readonly unhandled: string[];
  readonly fetch: Mock<typeof fetch>;
  /** Answers `endpoint` with `handler` (a later handler for the same endpoint wins). */
  on(endpoint: AnyEndpoint, handler: Handler): MockApi;
  /** Answers `endpoint` with `answer` every time: a value, or a Response (sent afresh each time). */
  on(endpoint: AnyEndpoint, answer: unknown): MockApi;
  /** The calls made to `endpoint`, oldest first. */
  callsTo(endpoint: AnyEndpoint): ApiCall[];
}

interface Route {
  readonly endpoint: AnyEndpoint;
  readonly handler: Handler;
  readonly patterns: readonly RegExp[];
  readonly paramNames: readonly string[];
}

function patternsOf(endpoint: AnyEndpoint): RegExp[] {
  return serverPathsFor(endpoint.path).map(
    (path) =>
      new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{(\w+)\\?\}/g, '([^/]+)')}$`),
  );
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The server's error shape (CONVENTIONS "Errors"); `code` defaults to the status. */
export function errorResponse(status: number, message: string, code = String(status)): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** A request body as the handler sees it: JSON parsed, anything else (FormData) as it is. */
function bodyOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * A fake server for component tests, keyed by the contracts' endpoint declarations. It answers
 * both fetch (callEndpoint) and XMLHttpRequest (file uploads with progress) for declared endpoints
 * (matched by method and the path the web client sends them to), records every call, and answers
 * anything else with 599 while recording it in `unhandled`, so a test fails on a call nobody
 * expected (CONVENTIONS: tests fail on any unhandled request).
 */
export function mockApi(): MockApi {
  const routes: Route[] = [];
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];

  async function answer(
    method: string,
    rawUrl: string,
    rawBody: unknown,
    headers: Record<string, string>,
  ): Promise<Response> {
    const url = new URL(rawUrl);
    // Literal paths before parameterised ones: /support/ticket/my before /support/ticket/{id}.
    const ordered = [...routes].sort((a, b) => a.paramNames.length - b.paramNames.length);
    for (const route of ordered) {
      if (route.endpoint.method !== method) continue;
      const match = route.patterns.map((p) => p.exec(url.pathname)).find(Boolean);
      if (!match) continue;
      const params = Object.fromEntries(
        route.paramNames.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
      );
      const call: ApiCall = {
        endpoint: route.endpoint,
        method,
        path: url.pathname,
        params,
        query: url.searchParams,
        body: bodyOf(rawBody),
        headers,
      };
      calls.push(call);
      const reply = await route.handler(call);
      // A clone, so that a Response given as a fixed answer can be sent again.
      if (reply instanceof Response) return reply.clone();
      // Blob bodies as text: jsdom's Blob is not the Blob that node's Response reads.
      if (route.endpoint.responseKind === 'blob') return new Response(String(reply));
      if (route.endpoint.responseKind === 'text')
        return new Response(String(reply), { headers: { 'content-type': 'text/plain' } });
      return jsonResponse(reply);
    }
    unhandled.push(`${method} ${url.pathname}${url.search}`);
    return errorResponse(599, `No handler for ${method} ${url.pathname}`);
  }

  const fetchMock = vi.fn<typeof fetch>((input, init = {}) =>
    answer(
      (init.method ?? 'GET').toUpperCase(),
      String(input instanceof Request ? input.url : input),
      init.body,
      (init.headers ?? {}) as Record<string, string>,
    ),
  );

  /** Enough of XMLHttpRequest for uploadWithProgress: progress at half way, then the answer. */
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private type = '';
    private aborted = false;
    private readonly headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? this.type : null;
    }
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
      void answer(this.method, this.url, body, this.headers).then(async (response) => {
        const text = await response.text();
        if (this.aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.type = response.headers.get('content-type') ?? '';
        this.responseText = text;
        this.onload?.();
      });
    }
  }

  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);

  const api: MockApi = {
    calls,
    unhandled,
    fetch: fetchMock,
    on(endpoint: AnyEndpoint, handler: unknown) {
      const paramNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const run: Handler = typeof handler === 'function' ? (handler as Handler) : () => handler;
      routes.unshift({ endpoint, handler: run, patterns: patternsOf(endpoint), paramNames });
      return api;
    },
    callsTo(endpoint: AnyEndpoint): ApiCall[] {
      return calls.filter((c) => c.endpoint === endpoint);
    },
  };
  return api;
}
