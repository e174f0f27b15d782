import { confirmStepUpChallenge, createStepUpChallenge } from '@paydesk/contracts/step-up/step-up.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantAdmin } from '../../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { renderWithUser } from '../../../test/render-with-user';
import { StepUpDialog } from './step-up-dialog';

const REQUEST = {
  method: 'PUT',
  path: '/api/v1.1/users/abc/activation',
  body: '{"isActive":false}',
} as const;
const CHALLENGE = 'e5e5e5e5-0000-4000-8000-000000000001';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(createStepUpChallenge, {
    challengeId: CHALLENGE,
    summary: 'Deactivate a user: ada@northwind.test',
    expiresAt: '2026-11-27T16:05:00.000Z',
  });
});
afterEach(() => expect(api.unhandled).toEqual([]));

const open = (onDone = vi.fn()) => {
  renderWithUser(<StepUpDialog request={REQUEST} onDone={onDone} />, tenantAdmin);
  return onDone;
};

describe('the step-up dialog', () => {
  it('names what is confirmed, and hands back the one-time code for the 6 digits typed', async () => {
    api.on(confirmStepUpChallenge, { scaCode: 'one-time', expiresAt: '2026-11-27T16:02:00.000Z' });
    const onDone = open();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with your authenticator' });
    expect(await within(dialog).findByText('Deactivate a user: ada@northwind.test')).toBeVisible();
    expect(api.callsTo(createStepUpChallenge)[0]?.body).toEqual(REQUEST);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }),
      '12345',
    );
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }),
      '6',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('one-time'));
    expect(api.callsTo(confirmStepUpChallenge)[0]).toMatchObject({
      params: { id: CHALLENGE },
      body: { code: '123456' },
    });
  });

  it('after a wrong code says so and starts a new challenge for the next try', async () => {
    api.on(confirmStepUpChallenge, errorResponse(403, 'The code was refused', 'STEP_UP_INVALID'));
    const onDone = open();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Deactivate a user: ada@northwind.test');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Code from your authenticator app' }),
      '000000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/That code was not accepted/)).toBeVisible();
    await waitFor(() => expect(api.callsTo(createStepUpChallenge)).toHaveLength(2));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends a user without an authenticator to profile settings, and cancels', async () => {
    api.on(createStepUpChallenge, errorResponse(409, 'No authenticator', 'STEP_UP_NOT_ENROLLED'));
    const onDone = open();
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/Set up an authenticator app in your profile settings first/),
    ).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open profile settings' })).toHaveAttribute(
      'href',
      '/tenant/profile-settings',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('says when step-up is locked after too many wrong codes', async () => {
    api.on(createStepUpChallenge, errorResponse(403, 'Locked', 'STEP_UP_LOCKED'));
    open();
    expect(
      await screen.findByText('Too many wrong codes: confirmations are locked for 15 minutes.'),
    ).toBeVisible();
  });
});
