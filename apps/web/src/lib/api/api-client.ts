import type {
  AnyEndpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@paydesk/contracts/http/endpoint';
import { fillPath } from '@paydesk/contracts/http/endpoint';
import { routeServicePath, SERVICE_MOUNTS } from '@paydesk/contracts/http/service-routing';
import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up-header';
import { localSettings } from '../local-settings';
import { ApiError } from './api-error';
import { askForStepUp } from './step-up';

/**
 * Calls a declared endpoint (spec §7 "All requests"): the path goes through the service-routing
 * rule, credentials are sent, the Mode header carries SystemMode, and the Bearer token is added
 * when one is held. The response is checked against the declaration's schema.
 */
interface ClientState {
  getAccessToken: () => string | null;
  crmUser: boolean;
  origin: string;
}

const state: ClientState = {
  getAccessToken: () => null,
  crmUser: false,
  origin: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
};

export function configureApiClient(next: Partial<ClientState>): void {
  Object.assign(state, next);
}

/** The full URL of a client path, as spec §7 routes it for the current user. */
export function serviceUrl(path: string): string {
  const routed = routeServicePath(path, { crmUser: state.crmUser });
  return `${state.origin}${SERVICE_MOUNTS[routed.service]}${routed.path}`;
}

/**
 * The headers every call carries: Mode (SystemMode) and the Bearer token when one is held. Exported
 * for calls made outside `callEndpoint`, such as file uploads over XMLHttpRequest (upload progress).
 */
export function sessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const mode = localSettings.getSystemMode();
  if (mode) headers.Mode = mode;
  const token = state.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

export interface CallInput<E extends AnyEndpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The URL of an endpoint: its path with the params filled in, on its service, with the query. */
export function endpointUrl<E extends AnyEndpoint>(
  endpoint: E,
  input?: { params?: EndpointParams<E>; query?: EndpointQuery<E> },
): URL {
  const path = fillPath(endpoint.path, input?.params as Record<string, string | number> | undefined);
  const url = new URL(serviceUrl(path));
  for (const [key, value] of Object.entries((input?.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url;
}

export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input?: CallInput<E>,
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, input);
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...input?.headers,
    ...sessionHeaders(),
  };
  let body: string | undefined;
  if (input?.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body);
  }
  const send = (extra: Record<string, string> = {}) =>
    fetch(url, {
      method: endpoint.method,
      headers: { ...headers, ...extra },
      body,
      credentials: 'include',
      signal: input?.signal,
    });
  let response = await send();
  if (!response.ok) {
    const error = await ApiError.fromResponse(response);
    // The call needs the user's step-up: asked once, then sent again with the code (a refused or
    // cancelled step-up is the answer).
    const code = isStepUpRequired(error)
      ? await askForStepUp({
          method: endpoint.method,
          path: url.pathname,
          ...(body === undefined ? {} : { body }),
          ...tenantIdHeader(headers),
        })
      : null;
    if (code === null) throw error;
    response = await send({ [STEP_UP_HEADER]: code });
    if (!response.ok) throw await ApiError.fromResponse(response);
  }
  if (endpoint.responseKind === 'blob') return (await response.blob()) as EndpointResponse<E>;
  if (endpoint.responseKind === 'text') return (await response.text()) as EndpointResponse<E>;
  const json: unknown = await response.json();
  return endpoint.response.parse(json) as EndpointResponse<E>;
}

/** The `tenantId` header among `headers`, whatever its case (header names are case-insensitive). */
function tenantIdHeader(headers: Record<string, string>): { tenantId?: string } {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'tenantid');
  return name ? { tenantId: headers[name] } : {};
}

/**
 * A GET on a path only known at run time (spec §7 "Widget data and reports": a dashboard widget's
 * own data-source endpoint comes from its configuration, not from a declaration). Routed, with the
 * session headers, like `callEndpoint`; the caller checks the answer's shape.
 */
export async function getFromPath(
  path: string,
  input: { query?: Record<string, string>; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<unknown> {
  const url = new URL(serviceUrl(path));
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method: 'GET',
    headers: { accept: 'application/json', ...input.headers, ...sessionHeaders() },
    credentials: 'include',
    signal: input.signal,
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.json();
}

/** A 401 that asks for a step-up code, not a new sign-in. */
export function isStepUpRequired(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = error.body as { error?: { code?: unknown } } | null;
  return body?.error?.code === 'STEP_UP_REQUIRED';
}
