import type { ProfileSettings, ProfileSettingsInput } from '@paydesk/contracts/profile/profile.schemas';
import { eq } from 'drizzle-orm';
import { users } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import type { ScopedTx } from '../../infra/tenancy/with-scope';

const columns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  timeZone: users.timeZone,
  language: users.language,
};

/** The user's own settings, read in their own scope (row-level security lets a user see themselves). */
export async function readProfileSettings(tx: ScopedTx, userId: string): Promise<ProfileSettings> {
  const [row] = await tx.select(columns).from(users).where(eq(users.id, userId));
  if (!row) throw AppError.notFound('User not found');
  return row;
}

/** Saves the user's own name, time zone and language; the e-mail stays (an administrator's change). */
export async function saveProfileSettings(
  tx: ScopedTx,
  userId: string,
  input: ProfileSettingsInput,
): Promise<ProfileSettings> {
  const [row] = await tx
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      timeZone: input.timeZone,
      language: input.language,
    })
    .where(eq(users.id, userId))
    .returning(columns);
  if (!row) throw AppError.notFound('User not found');
  return row;
}
