import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { FILE_FIELD, fileFormData, uploadWithProgress } from './upload-with-progress';

/** A scripted XMLHttpRequest: records what was sent and lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: string, type = 'application/json') {
    this.status = status;
    this.statusText = status === 200 ? 'OK' : 'Error';
    this.responseText = body;
    this.responseHeaders['content-type'] = type;
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileFormData', () => {
  it("puts the file in the multipart field 'file' (spec §3)", () => {
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const data = fileFormData(file, { ticketId: '7' });
    expect(FILE_FIELD).toBe('file');
    expect((data.get('file') as File).name).toBe('a.pdf');
    expect(data.get('ticketId')).toBe('7');
  });
});

describe('uploadWithProgress', () => {
  it('posts the form with the headers and credentials, reports progress and resolves the JSON body', async () => {
    const progress: number[] = [];
    const body = fileFormData(new File(['x'], 'a.pdf'));
    const done = uploadWithProgress<{ id: string }>('/fs/file', body, {
      headers: { Authorization: 'Bearer t', Mode: 'Test' },
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['POST', '/fs/file', true, body]);
    expect(xhr.headers).toEqual({ Authorization: 'Bearer t', Mode: 'Test' });
    xhr.progress(25, 100);
    xhr.progress(50, 0, false); // size unknown: not reported
    xhr.progress(1000, 1000);
    xhr.respond(200, '{"id":"f-1"}');
    await expect(done).resolves.toEqual({ id: 'f-1' });
    expect(progress).toEqual([25, 100, 100]);
  });

  it('rejects a non-2xx answer with an ApiError carrying the status and body', async () => {
    const done = uploadWithProgress('/fs/file', new FormData());
    FakeXhr.last.respond(413, '{"error":{"code":"too_large","message":"Too large"}}');
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      body: { error: { code: 'too_large', message: 'Too large' } },
    });
  });

  it('rejects a network failure with status 0', async () => {
    const done = uploadWithProgress('/fs/file', new FormData());
    FakeXhr.last.onerror?.();
    await expect(done).rejects.toMatchObject({ status: 0 });
  });

  it('aborts the request when the signal fires, and refuses to start with an aborted signal', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/fs/file', new FormData(), { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await expect(
      uploadWithProgress('/x', new FormData(), { signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('gives a text body as text', async () => {
    const done = uploadWithProgress('/fs/file', new FormData(), { method: 'PUT' });
    expect(FakeXhr.last.method).toBe('PUT');
    FakeXhr.last.respond(200, 'stored', 'text/plain');
    await expect(done).resolves.toBe('stored');
  });
});
