import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { ProfileSettings, ProfileSettingsInput, SessionParams, UserSession } from './profile.schemas';

const common = { audiences: ['customer', 'tenant', 'platform'], signedIn: true, tags: ['profile'] } as const;

export const getProfileSettings = defineEndpoint({
  ...common,
  id: 'profile.getSettings',
  method: 'GET',
  path: 'api/profile/settings',
  summary: "The signed-in user's name, e-mail, time zone and language",
  response: ProfileSettings,
});

export const updateProfileSettings = defineEndpoint({
  ...common,
  id: 'profile.updateSettings',
  method: 'PUT',
  path: 'api/profile/settings',
  summary:
    "Saves the signed-in user's name, time zone and language (the e-mail is changed by an administrator)",
  body: ProfileSettingsInput,
  response: ProfileSettings,
});

export const listProfileSessions = defineEndpoint({
  ...common,
  id: 'profile.listSessions',
  method: 'GET',
  path: 'api/profile/sessions',
  summary: "The signed-in user's own sign-in sessions, newest first, this one marked",
  response: z.array(UserSession),
});

export const endProfileSession = defineEndpoint({
  ...common,
  id: 'profile.endSession',
  method: 'DELETE',
  path: 'api/profile/sessions/{id}',
  summary:
    'Signs one of the user’s own sessions out: its tokens stop working at their next request (404 for another’s)',
  params: SessionParams,
  response: z.object({ ended: z.literal(true) }),
});
