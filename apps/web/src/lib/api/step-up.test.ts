import { setUserActivation } from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managedUser } from '../../test/fixtures/managed-users';
import { callEndpoint } from './api-client';
import { ApiError } from './api-error';
import { onStepUpNeeded } from './step-up';

const USER = 'c3c3c3c3-0000-4000-8000-000000000001';
const TENANT = 'a1a1a1a1-0000-4000-8000-000000000002';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stepUpRequired = () =>
  json({ error: { code: 'STEP_UP_REQUIRED', message: 'This action needs a step-up code' } }, 401);
const managed = managedUser({ id: USER, status: 'Inactive', isActive: false });

describe('a call that needs a step-up code', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    unregister();
    vi.unstubAllGlobals();
  });
  const deactivate = () =>
    callEndpoint(setUserActivation, { params: { id: USER }, body: { isActive: false } });

  it('asks the user about the exact request, then sends it again once with the code', async () => {
    const prompt = vi.fn(async () => 'one-time-code');
    unregister = onStepUpNeeded(prompt);
    fetchMock.mockResolvedValueOnce(stepUpRequired()).mockResolvedValueOnce(json(managed));
    await expect(deactivate()).resolves.toMatchObject({ id: USER, isActive: false });
    expect(prompt).toHaveBeenCalledWith({
      method: 'PUT',
      path: `/api/v1.1/users/${USER}/activation`,
      body: '{"isActive":false}',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, retry] = fetchMock.mock.calls[1] as [URL, RequestInit];
    expect((retry.headers as Record<string, string>).scacode).toBe('one-time-code');
    expect(retry.body).toBe('{"isActive":false}');
  });

  it('names the tenantId header the call carries, so the code is bound to that tenant', async () => {
    const prompt = vi.fn(async () => 'one-time-code');
    unregister = onStepUpNeeded(prompt);
    fetchMock.mockResolvedValueOnce(stepUpRequired()).mockResolvedValueOnce(json(managed));
    await callEndpoint(setUserActivation, {
      params: { id: USER },
      body: { isActive: false },
      headers: { tenantId: TENANT },
    });
    expect(prompt).toHaveBeenCalledWith({
      method: 'PUT',
      path: `/api/v1.1/users/${USER}/activation`,
      body: '{"isActive":false}',
      tenantId: TENANT,
    });
    const [, retry] = fetchMock.mock.calls[1] as [URL, RequestInit];
    expect((retry.headers as Record<string, string>).tenantId).toBe(TENANT);
  });

  it('gives the step-up refusal back when the user cancels, without sending again', async () => {
    unregister = onStepUpNeeded(async () => null);
    fetchMock.mockResolvedValueOnce(stepUpRequired());
    const error = await deactivate().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a 401 that is not about step-up (an ended session)', async () => {
    const prompt = vi.fn(async () => 'code');
    unregister = onStepUpNeeded(prompt);
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, 401));
    await expect(deactivate()).rejects.toBeInstanceOf(ApiError);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('reports a refused code as the answer of the second try', async () => {
    unregister = onStepUpNeeded(async () => 'used-code');
    fetchMock
      .mockResolvedValueOnce(stepUpRequired())
      .mockResolvedValueOnce(
        json({ error: { code: 'STEP_UP_INVALID', message: 'The code was refused' } }, 403),
      );
    const error = (await deactivate().catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
  });
});
