import * as profile from '@paydesk/contracts/profile/profile.endpoints';
import type { ProfileSettings } from '@paydesk/contracts/profile/profile.schemas';
import * as stepUp from '@paydesk/contracts/step-up/step-up.endpoints';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localSettings } from '../../lib/local-settings';
import { merchantAdmin } from '../../test/fixtures/users';
import { jsonResponse, type MockApi, mockApi } from '../../test/mock-api';
import { renderWithUser } from '../../test/render-with-user';
import { ProfileSettingsScreen } from './pages/profile-screens';

const SETTINGS: ProfileSettings = {
  firstName: 'Sarah',
  lastName: 'Collins',
  email: 'merchant.admin@acme.test',
  timeZone: 'Europe/London',
  language: 'en',
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
  api.on(profile.getProfileSettings, SETTINGS);
  api.on(stepUp.getStepUpStatus, { enrolled: false, lockedUntil: null });
  api.on(profile.listProfileSessions, [
    {
      id: 'this-one',
      signedInAt: '2026-11-27T09:00:00.000Z',
      expiresAt: '2026-11-28T09:00:00.000Z',
      current: true,
    },
    { id: 'old-phone', signedInAt: '2026-11-20T18:30:00.000Z', expiresAt: null, current: false },
  ]);
});
afterEach(() => expect(api.unhandled).toEqual([]));

const renderPage = () =>
  renderWithUser(<ProfileSettingsScreen />, merchantAdmin, { route: '/merchant/profile-settings' });

describe('profile settings', () => {
  it('saves the name, a time zone of the spec §9 list and the language, and keeps the zone locally', async () => {
    api.on(profile.updateProfileSettings, (call) => ({ ...SETTINGS, ...(call.body as object) }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeVisible();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Sara');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Istanbul');
    await userEvent.click(await screen.findByRole('option', { name: '(UTC+03:00) Europe/Istanbul' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Türkçe');
    expect(screen.getByText(/Turkish texts are not available yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(profile.updateProfileSettings)).toHaveLength(1));
    expect(api.callsTo(profile.updateProfileSettings)[0]?.body).toEqual({
      firstName: 'Sara',
      lastName: 'Collins',
      timeZone: 'Europe/Istanbul',
      language: 'tr',
    });
    expect(await screen.findByText('Your settings are saved')).toBeVisible();
    expect(localSettings.getTimeZone()).toBe('Europe/Istanbul');
  });

  it("puts the server's field message on its field", async () => {
    api.on(
      profile.updateProfileSettings,
      jsonResponse(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            details: [{ field: 'body.lastName', message: 'Enter your last name' }],
          },
        },
        400,
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter your last name')).toBeVisible();
  });

  it('lists the browsers signed in, this one marked, and signs another out after a confirmation', async () => {
    api.on(profile.endProfileSession, { ended: true });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Where you are signed in' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('This browser')).toBeVisible();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Sign out' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out this session?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(api.callsTo(profile.endProfileSession)[0]?.params).toEqual({ id: 'old-phone' }),
    );
    expect(await screen.findByText('That session is signed out')).toBeVisible();
  });

  it('links the password change', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/authentication/profile',
    );
  });
});
