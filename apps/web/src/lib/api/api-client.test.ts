import { getClientConfiguration } from '@paydesk/contracts/configuration/client-configuration.endpoints';
import { getActiveCountries } from '@paydesk/contracts/lookups/lookups.endpoints';
import { getCurrentUser } from '@paydesk/contracts/users/users.endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConfiguration, makeCurrentUser } from '../../test/auth-fixtures';
import { localSettings } from '../local-settings';
import { callEndpoint, configureApiClient } from './api-client';
import { ApiError } from './api-error';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('callEndpoint (spec §7 "All requests")', () => {
  const origin = window.location.origin;
  let fetchMock: ReturnType<typeof vi.fn>;

  function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
    const [url, init] = fetchMock.mock.calls.at(-1) as [URL, RequestInit];
    return { url: String(url), init, headers: init.headers as Record<string, string> };
  }

  beforeEach(() => {
    fetchMock = vi.fn(async () => jsonResponse(makeCurrentUser()));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApiClient({ getAccessToken: () => null, crmUser: false });
  });

  it('sends GET /users to the users base /api/v1.1/users with the Bearer token, Mode and credentials', async () => {
    configureApiClient({ getAccessToken: () => 'access-123' });
    localSettings.setSystemMode('Test');
    const user = await callEndpoint(getCurrentUser);
    const { url, init, headers } = lastCall();
    expect(url).toBe(`${origin}/api/v1.1/users`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers.Authorization).toBe('Bearer access-123');
    expect(headers.Mode).toBe('Test');
    expect(user.email).toBe('ada@example.com');
  });

  it('GET /users is never crm-prefixed', async () => {
    configureApiClient({ crmUser: true });
    await callEndpoint(getCurrentUser);
    expect(lastCall().url).toBe(`${origin}/api/v1.1/users`);
  });

  it('sends no Authorization header without a token, and no Mode before one is chosen', async () => {
    await callEndpoint(getCurrentUser);
    expect(lastCall().headers).not.toHaveProperty('Authorization');
    expect(lastCall().headers).not.toHaveProperty('Mode');
  });

  it('prefixes merchant-API paths with /crm for crm users only', async () => {
    fetchMock.mockImplementation(async () => jsonResponse([]));
    await callEndpoint(getActiveCountries);
    expect(lastCall().url).toBe(`${origin}/api/v1/lookup/active-countries`);
    configureApiClient({ crmUser: true });
    await callEndpoint(getActiveCountries);
    expect(lastCall().url).toBe(`${origin}/api/v1/crm/lookup/active-countries`);
  });

  it('calls GET /_configuration/{clientId} on the merchant API', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(makeConfiguration()));
    const configuration = await callEndpoint(getClientConfiguration, {
      params: { clientId: 'paydesk-portal' },
    });
    expect(lastCall().url).toBe(`${origin}/api/v1/_configuration/paydesk-portal`);
    expect(configuration.automaticSilentRenew).toBe(false);
  });

  it('throws an ApiError with the status on a failed call', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'No' } }, 401),
    );
    await expect(callEndpoint(getCurrentUser)).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    await expect(callEndpoint(getCurrentUser)).rejects.toBeInstanceOf(ApiError);
  });
});
