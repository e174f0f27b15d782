import * as profile from '@paydesk/contracts/profile/profile.endpoints';
import * as stepUp from '@paydesk/contracts/step-up/step-up.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { merchantAdmin } from '../../test/fixtures/users';
import { errorResponse, type MockApi, mockApi } from '../../test/mock-api';
import { renderWithUser } from '../../test/render-with-user';
import { ProfileSettingsScreen } from './pages/profile-screens';

const SECRET = 'JBSWY3DPEHPK3PXP';
let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(profile.getProfileSettings, {
    firstName: 'Sarah',
    lastName: 'Collins',
    email: 'merchant.admin@acme.test',
    timeZone: 'Europe/London',
    language: 'en',
  });
  api.on(profile.listProfileSessions, []);
  api.on(stepUp.getStepUpStatus, { enrolled: false, lockedUntil: null });
  api.on(stepUp.startStepUpEnrolment, {
    secret: SECRET,
    otpauthUrl: `otpauth://totp/Paydesk:merchant.admin%40acme.test?secret=${SECRET}&issuer=Paydesk`,
  });
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderPage = () =>
  renderWithUser(<ProfileSettingsScreen />, merchantAdmin, { route: '/merchant/profile-settings' });

describe('step-up codes in profile settings', () => {
  it('sets up an authenticator app: a QR code and the key, then a first code turns it on', async () => {
    api.on(stepUp.confirmStepUpEnrolment, { enrolled: true, lockedUntil: null });
    renderPage();
    expect(await screen.findByText('No authenticator app is set up yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to add Paydesk to an authenticator app' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByTestId('step-up-secret')).toHaveTextContent(SECRET);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() =>
      expect(api.callsTo(stepUp.confirmStepUpEnrolment)[0]?.body).toEqual({ code: '123456' }),
    );
    expect(await screen.findByText('An authenticator app is set up.')).toBeVisible();
    expect(screen.queryByTestId('step-up-secret')).toBeNull();
  });

  it('keeps the form open with the refusal when the first code is wrong', async () => {
    api.on(
      stepUp.confirmStepUpEnrolment,
      errorResponse(403, 'That code is not the one the app shows now', 'STEP_UP_INVALID'),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Code from the app' }), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(/That code was not accepted/)).toBeVisible();
    expect(screen.getByTestId('step-up-secret')).toBeVisible();
  });

  it('removes the app after a confirmation, and says when step-up is locked', async () => {
    api.on(stepUp.getStepUpStatus, { enrolled: true, lockedUntil: '2026-11-27T16:30:00.000Z' });
    api.on(stepUp.removeStepUpEnrolment, { enrolled: false, lockedUntil: null });
    renderPage();
    expect(await screen.findByText(/Locked after too many wrong codes until/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the authenticator app' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the authenticator app?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove the authenticator app' }));
    await waitFor(() => expect(api.callsTo(stepUp.removeStepUpEnrolment)).toHaveLength(1));
    expect(await screen.findByText('Your authenticator app is removed')).toBeVisible();
  });
});
