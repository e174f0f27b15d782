import { sql } from 'drizzle-orm';
import type { ModuleWalk } from '../../test/endpoint-walk';

/**
 * The endpoint walk's part for profile settings: the one path parameter is a session id, and
 * another user's session answers 404 (a session of an account no caller has). A valid body names
 * a real time zone, which the sampler cannot make.
 */
const FOREIGN_SESSION = 'walk-foreign-session';

export const PROFILE_WALK: ModuleWalk = {
  foreignIds: { 'profile.endSession.id': { kind: 'tenant-owned', foreignId: () => FOREIGN_SESSION } },
  examples: {
    'profile.updateSettings': {
      body: { firstName: 'Walk', lastName: 'User', timeZone: 'Europe/London', language: 'en' },
    },
  },
  addData: async (db) => {
    const payload = {
      accountId: '00000000-0000-4000-8000-00000000a11c',
      uid: FOREIGN_SESSION,
      loginTs: 1_800_000_000,
    };
    await db.execute(sql`
      insert into oidc_payloads (type, id, uid, payload, expires_at)
      values ('Session', 'walk-foreign-cookie', ${FOREIGN_SESSION}, ${JSON.stringify(payload)}::jsonb, now() + interval '1 day')`);
  },
};
