import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';

/**
 * The signed-in user's own settings (`tenant/profile-settings`, `merchant/profile-settings`):
 * name, time zone and language; and their own sign-in sessions. The spec names the screens only;
 * these calls are Paydesk's (docs/administration.md "Profile settings").
 */

/** Spec §1/§9: English is loaded; Turkish is listed. */
export const PROFILE_LANGUAGES = ['en', 'tr'] as const;
export const ProfileLanguage = z.enum(PROFILE_LANGUAGES);

/**
 * Spec §9: only IANA names with a slash (`Europe/Istanbul`), never aliases such as UTC or EST5EDT;
 * the zone must be one the runtime knows.
 */
export const TimeZoneName = text(TEXT_MAX.key)
  .regex(/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/, 'Choose a time zone from the list')
  .refine(isKnownZone, 'Choose a time zone from the list');

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const ProfileSettings = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  timeZone: z.string(),
  language: ProfileLanguage,
});
export type ProfileSettings = z.infer<typeof ProfileSettings>;

const personName = (label: string) => text(TEXT_MAX.name).trim().min(1, `Enter your ${label}`);

export const ProfileSettingsInput = z.object({
  firstName: personName('first name'),
  lastName: personName('last name'),
  timeZone: TimeZoneName,
  language: ProfileLanguage,
});
export type ProfileSettingsInput = z.infer<typeof ProfileSettingsInput>;

/** One of the user's sign-in sessions (a browser signed in to Paydesk). */
export const UserSession = z.object({
  /** The session's public id (never the cookie's value). */
  id: z.string(),
  signedInAt: z.string().describe('ISO 8601 date-time, UTC'),
  expiresAt: z.string().nullable().describe('ISO 8601 date-time, UTC'),
  /** The session this request was made from. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

export const SessionParams = z.object({
  id: text(TEXT_MAX.key).regex(/^[A-Za-z0-9_-]+$/, 'Not a session id'),
});
