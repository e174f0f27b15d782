import { sql } from 'drizzle-orm';
import { BLUE_HARBOR, demoUser } from '../../seed/demo-data';
import type { ModuleWalk } from '../../test/endpoint-walk';

/**
 * The endpoint walk's part for step-up: the one path parameter is a challenge id, and another user's
 * challenge answers 404 (one of each tenant's administrator, inserted here). A valid challenge names
 * a request that needs step-up; a valid confirmation names a challenge nobody has (404: a walk must
 * not count failures towards a lock).
 */
const CHALLENGES = {
  northwind: '00000000-0000-4000-8000-0000005e0a01',
  blueHarbor: '00000000-0000-4000-8000-0000005e0a02',
};

export const STEP_UP_WALK: ModuleWalk = {
  foreignIds: {
    'stepUp.confirmChallenge.id': {
      kind: 'tenant-owned',
      foreignId: (caller) =>
        caller.tenantId === BLUE_HARBOR.id ? CHALLENGES.northwind : CHALLENGES.blueHarbor,
    },
  },
  examples: {
    'stepUp.createChallenge': { body: { method: 'DELETE', path: '/api/profile/step-up/enrolment' } },
    'stepUp.confirmChallenge': {
      params: { id: '00000000-0000-4000-8000-0000005e0aff' },
      body: { code: '123456' },
    },
    'stepUp.confirmEnrolment': { body: { code: '123456' } },
  },
  addData: async (db) => {
    const rows = [
      [CHALLENGES.northwind, demoUser('tenant.admin@northwind.test').id],
      [CHALLENGES.blueHarbor, demoUser('tenant.admin@blueharbor.test').id],
    ] as const;
    for (const [id, userId] of rows) {
      await db.execute(sql`
        insert into step_up_challenges (id, user_id, digest, summary, expires_at)
        values (${id}, ${userId}, 'walk', 'walk', now() + interval '1 day')`);
    }
  },
};
