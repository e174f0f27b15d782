import { confirmStepUpChallenge, createStepUpChallenge } from '@paydesk/contracts/step-up/step-up.endpoints';
import { setUserActivation } from '@paydesk/contracts/user-admin/user-admin.endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callEndpoint } from '../../../lib/api/api-client';
import { managedUser } from '../../../test/fixtures/managed-users';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { StepUpHost } from './step-up-host';

const USER = 'c3c3c3c3-0000-4000-8000-000000000001';
const deactivated = managedUser({ id: USER, status: 'Inactive', isActive: false });

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  // Without a code the server asks for one; with one it answers.
  api.on(setUserActivation, (call) =>
    call.headers.scacode === 'one-time'
      ? deactivated
      : errorResponse(401, 'Needs step-up', 'STEP_UP_REQUIRED'),
  );
  api.on(createStepUpChallenge, {
    challengeId: 'e5e5e5e5-0000-4000-8000-000000000001',
    summary: 'Deactivate a user: ada@northwind.test',
    expiresAt: '2026-11-27T16:05:00.000Z',
  });
  api.on(confirmStepUpChallenge, { scaCode: 'one-time', expiresAt: '2026-11-27T16:02:00.000Z' });
});
afterEach(() => expect(api.unhandled).toEqual([]));

describe('the step-up host in the signed-in area', () => {
  it('asks for the code when a call needs one, and the call then succeeds with it', async () => {
    renderWithUser(<StepUpHost />, tenantAdmin);
    const call = callEndpoint(setUserActivation, { params: { id: USER }, body: { isActive: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator' });
    await within(dialog).findByText('Deactivate a user: ada@northwind.test');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }),
      '123456',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(call).resolves.toMatchObject({ id: USER, isActive: false });
    expect(api.callsTo(setUserActivation).map((c) => c.headers.scacode)).toEqual([undefined, 'one-time']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the refusal back when the user cancels', async () => {
    renderWithUser(<StepUpHost />, tenantAdmin);
    const call = callEndpoint(setUserActivation, { params: { id: USER }, body: { isActive: false } }).catch(
      (error: unknown) => error,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await call).toMatchObject({ status: 401 });
    expect(api.callsTo(setUserActivation)).toHaveLength(1);
  });
});
