import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { fillPath } from '@paydesk/contracts/http/endpoint';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up.schemas';
import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { ManagedUser } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { demoRole, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { obtainStepUpCode, stepUpHeader } from '../../test/step-up-codes';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.table';

/** The user-admin tests' calls: a declaration, its path parameters, query, body and headers. */
export interface CallInput {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** false: send a call that needs step-up without a code (the default obtains one). */
  readonly stepUp?: false;
}

/**
 * A test app for the file (built before its tests, closed after them) and a client of the
 * administration calls on it. `testApp()` is the app, once built.
 */
/** The body of an invitation of `email` to the demo roles named by their keys. */
export function invitationOf(email: string, roleKeys: readonly string[]) {
  return {
    email,
    firstName: 'Test',
    lastName: email.split('@')[0] ?? 'User',
    roleIds: roleKeys.map((key) => demoRole(key).id),
  };
}

export function adminTestApp(options: { actorCache?: boolean } = {}) {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const testApp = () => {
    if (!built) throw new Error('The test app is built in beforeAll');
    return built;
  };
  return { testApp, api: adminClient(testApp) };
}

/** The `tenantId` header a call carries, whatever the case of its name (HTTP header names have none). */
function tenantIdHeader(headers: Record<string, string> | undefined): string | undefined {
  return Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'tenantid')?.[1];
}

function adminClient(testApp: () => TestApp) {
  /**
   * A call marked `stepUp: 'always'` carries a step-up code the caller obtained for it (challenge and
   * confirmation, as the portal does), unless `stepUp: false` or the test sends its own `scacode`.
   */
  const request = (endpoint: AnyEndpoint, input: CallInput) => ({
    method: endpoint.method,
    url: fillPath(serverPathsFor(endpoint.path)[0] ?? '', input.params),
    body: endpoint.body ? ((input.body ?? {}) as object) : undefined,
    tenantId: tenantIdHeader(input.headers),
  });

  /** The `scacode` header for this call by this user (a challenge confirmed with their authenticator). */
  const stepUpFor = async (email: string, endpoint: AnyEndpoint, input: CallInput = {}) => {
    const { app, database, tokenFor } = testApp();
    const authorization = `Bearer ${await tokenFor(email)}`;
    return stepUpHeader(
      await obtainStepUpCode({ app, db: database.db, email, authorization }, request(endpoint, input)),
    );
  };

  const call = async (email: string, endpoint: AnyEndpoint, input: CallInput = {}) => {
    const { url, body } = request(endpoint, input);
    const headers = { ...input.headers };
    if (endpoint.stepUp === 'always' && input.stepUp !== false && !(STEP_UP_HEADER in headers))
      Object.assign(headers, await stepUpFor(email, endpoint, input));
    return testApp().requestAs(email, {
      method: endpoint.method,
      url,
      query: input.query,
      headers,
      ...(body ? { payload: body } : {}),
    });
  };

  /** The call's JSON answer, after checking its status. */
  const ok = async <T = unknown>(
    email: string,
    endpoint: AnyEndpoint,
    input: CallInput = {},
    status = 200,
  ) => {
    const response = await call(email, endpoint, input);
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };

  /** The refusal's code, after checking its status. */
  const refused = async (email: string, endpoint: AnyEndpoint, input: CallInput, status: number) => {
    const response = await call(email, endpoint, input);
    expect(response.statusCode, response.body).toBe(status);
    return response.json().error.code as string;
  };

  /**
   * Invites a member of Northwind's staff (as its administrator, unless `by` says who) with the roles,
   * and gives them a password when `active` (an invited user without one is not yet an administrator).
   */
  const staff = async (
    email: string,
    roleKeys: readonly string[] = ['northwind:support-agent'],
    options: { by?: string; active?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ManagedUser> => {
    const user = await ok<ManagedUser>(options.by ?? DEMO_EMAILS.NORTHWIND_ADMIN, calls.inviteCrmUser, {
      body: invitationOf(email, roleKeys),
      headers: options.headers,
    });
    if (options.active !== false) await givePassword(testApp(), user.id);
    return user;
  };

  return { call, ok, refused, staff, stepUpFor };
}

/** Sets a password hash (any text will do: the tests sign their own tokens) so the user is Active. */
export async function givePassword(t: TestApp, userId: string): Promise<void> {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.update(users).set({ passwordHash: 'test-hash' }).where(eq(users.id, userId)),
  );
}

/** The newest mail to the address, with the token of the link in it. */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1),
  );
  const token = mail?.bodyText.match(/\/interaction\/password-reset\/([\w-]+)/)?.[1];
  return { mail, token };
}

/** The living user with the address (deleted ones left out). */
export async function livingUser(t: TestApp, email: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt))),
  );
  return row;
}

export const NORTHWIND_HEADER = { tenantId: NORTHWIND.id };
