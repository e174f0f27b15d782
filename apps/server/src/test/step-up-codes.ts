import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up.schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createKeyring } from '../infra/crypto/keyring';
import type { Database } from '../infra/db/database';
import { users } from '../infra/db/schema';
import { stepUpEnrolments } from '../infra/step-up/step-up.table';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { withScope } from '../infra/tenancy/with-scope';
import { totpCodeNow } from '../modules/step-up';
import { TEST_ROOT_KEY } from './test-app';

/** The authenticator secret the test kit enrols for a user the seed did not enrol (base32). */
export const TEST_STEP_UP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The test apps' keyring: it opens the secrets the app encrypted (the same root key). */
const testKeyring = createKeyring(Buffer.from(TEST_ROOT_KEY, 'base64'));

/**
 * The user's enrolled secret, enrolling TEST_STEP_UP_SECRET for one without (an invited test user).
 * It also forgets the last used time step and the failures in a row: a test asks for many codes
 * within one 30-second step, which a real authenticator could not give (the step-up tests prove the
 * step rule and the lock without this).
 */
export async function prepareStepUp(db: Database, email: string): Promise<string> {
  return withScope(db, SYSTEM_SCOPE, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`No user ${email} in the test database`);
    const [row] = await tx
      .insert(stepUpEnrolments)
      .values({ userId: user.id, secret: TEST_STEP_UP_SECRET, enrolledAt: new Date() })
      .onConflictDoUpdate({
        target: stepUpEnrolments.userId,
        set: {
          secret: sql`coalesce(${stepUpEnrolments.secret}, ${TEST_STEP_UP_SECRET})`,
          lastUsedStep: null,
          failures: 0,
        },
      })
      .returning({ secret: stepUpEnrolments.secret, keyId: stepUpEnrolments.secretKeyId });
    if (!row?.secret) throw new Error(`No step-up secret for ${email}`);
    return row.keyId ? testKeyring.decrypt(tx, user.tenantId, row.secret) : row.secret;
  });
}

/** Who asks: the app, its database, the user and their request's Authorization header. */
export interface StepUpCaller {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly email: string;
  readonly authorization: string;
}

export interface StepUpRequest {
  readonly method: string;
  /** The URL as it will be sent (a query is left out of the digest). */
  readonly url: string;
  readonly body?: unknown;
  /** The `tenantId` header it will carry (a platform user acting for a tenant). */
  readonly tenantId?: string;
}

/**
 * A step-up code for one request, obtained as the portal does: a challenge for the request, confirmed
 * with the user's authenticator code. `authorization` is the request's own header (its session).
 */
export function obtainStepUpCode(who: StepUpCaller, request: StepUpRequest): Promise<string> {
  // One at a time: two codes asked for at once (a test of two concurrent requests) would share one
  // time step, and the second would be refused as a used step. The requests themselves still race.
  const next = queue.then(() => challengeAndConfirm(who, request));
  queue = next.catch(() => undefined);
  return next;
}

let queue: Promise<unknown> = Promise.resolve();

async function challengeAndConfirm(
  { app, db, email, authorization }: StepUpCaller,
  request: StepUpRequest,
): Promise<string> {
  const secret = await prepareStepUp(db, email);
  const post = async (url: string, payload: object, what: string) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization, 'content-type': 'application/json' },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`The step-up ${what} answered ${response.statusCode} ${response.body}`);
    return response;
  };
  const challenge = await post(
    '/api/step-up/challenges',
    {
      method: request.method,
      path: request.url.split('?')[0],
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.tenantId === undefined ? {} : { tenantId: request.tenantId }),
    },
    'challenge',
  );
  const confirm = await post(
    `/api/step-up/challenges/${challenge.json().challengeId}/confirm`,
    { code: totpCodeNow(secret) },
    'confirmation',
  );
  return confirm.json().scaCode as string;
}

/** The header that carries a step-up code. */
export function stepUpHeader(code: string): Record<string, string> {
  return { [STEP_UP_HEADER]: code };
}
