import type {
  AnyEndpoint,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@paydesk/contracts/http/endpoint';
import { endpointUrl, sessionHeaders } from './api-client';
import { fileFormData, uploadWithProgress } from './upload-with-progress';

export interface UploadInput<E extends AnyEndpoint> {
  readonly params?: EndpointParams<E>;
  readonly query?: EndpointQuery<E>;
  /** Sent in the multipart field `file` (spec §3). */
  readonly file: Blob;
  readonly headers?: Record<string, string>;
  /** 0-100 as the body is sent, and 100 when the answer is in. */
  readonly onProgress?: (percent: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * Sends a file to an upload endpoint of the contracts, the way callEndpoint sends JSON: the path,
 * params, query and method from the declaration, the session's headers, the answer parsed by the
 * declaration's response schema. XMLHttpRequest underneath (uploadWithProgress), because fetch
 * reports no upload progress. Rejects with an ApiError, or an AbortError when `signal` aborts.
 */
export async function uploadToEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: UploadInput<E>,
): Promise<EndpointResponse<E>> {
  if (endpoint.method !== 'POST' && endpoint.method !== 'PUT')
    throw new Error(`${endpoint.id}: a file is uploaded by POST or PUT, not ${endpoint.method}`);
  const answer = await uploadWithProgress(endpointUrl(endpoint, input).toString(), fileFormData(input.file), {
    method: endpoint.method,
    headers: { accept: 'application/json', ...sessionHeaders(), ...input.headers },
    onProgress: input.onProgress,
    signal: input.signal,
  });
  return endpoint.response.parse(answer) as EndpointResponse<E>;
}
