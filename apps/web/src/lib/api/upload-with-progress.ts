import { ApiError } from './api-error';

/** Spec §3 "File upload: multipart field file". */
export const FILE_FIELD = 'file';

/** A multipart body with the file in the spec's field, plus any other fields. */
export function fileFormData(file: Blob, extra: Record<string, string | Blob> = {}): FormData {
  const data = new FormData();
  data.append(FILE_FIELD, file);
  for (const [name, value] of Object.entries(extra)) data.append(name, value);
  return data;
}

export interface UploadOptions {
  headers?: Record<string, string>;
  /** Called with 0-100 as the body is sent (when the size is known), and 100 when it is done. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
  /** Send cookies on a cross-origin call (default true, like the API client's credentials: 'include'). */
  withCredentials?: boolean;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!xhr.responseText) return null;
  if (!type.includes('json')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}

/**
 * Sends a multipart body with upload progress. XMLHttpRequest, because fetch reports no upload
 * progress. Resolves with the parsed body of a 2xx answer; rejects with an ApiError (status 0 for
 * a network failure) or, when aborted, with the signal's reason (an AbortError).
 */
export function uploadWithProgress<T = unknown>(
  url: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { headers = {}, onProgress, signal, method = 'POST', withCredentials = true } = options;
  return new Promise<T>((resolve, reject) => {
    const abortReason = () => signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(abortReason());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    // No content-type: the browser writes the multipart boundary itself.
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const parsed = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(parsed as T);
      } else {
        reject(new ApiError(xhr.status, parsed, `HTTP ${xhr.status} ${xhr.statusText}`));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, null, 'Network error'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortReason());
    };
    xhr.send(body);
  });
}
