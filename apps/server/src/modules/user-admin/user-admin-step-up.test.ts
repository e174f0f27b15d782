import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up.schemas';
import * as calls from '@paydesk/contracts/user-admin/user-admin.endpoints';
import type { ManagedUser, Role } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { stepUpCodes } from '../../infra/step-up/step-up.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { DEMO_EMAILS } from '../../test/fixtures';
import { prepareStepUp } from '../../test/step-up-codes';
import { totpCodeNow } from '../step-up';
import { adminTestApp, givePassword, invitationOf } from './user-admin.test-support';

/**
 * Step-up codes on the administration calls (docs/administration.md "Step-up codes"): a call marked
 * `stepUp: 'always'` needs a code for exactly this request, from this user and session, once and in
 * time; a role's `scaRequiredPermissions` make its holders' calls of those keys need one too.
 */
const { testApp, api } = adminTestApp();
const { NORTHWIND_ADMIN, PLATFORM } = DEMO_EMAILS;

const deactivate = (user: ManagedUser) => ({ params: { id: user.id }, body: { isActive: false } });

/** 403 STEP_UP_INVALID: the code is refused. */
function expectInvalid(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json().error.code).toBe('STEP_UP_INVALID');
}

/** The Northwind administrator deactivates the user, sending the step-up header given. */
const deactivateAsAdmin = (user: ManagedUser, headers: Record<string, string>) =>
  api.call(NORTHWIND_ADMIN, calls.setUserActivation, { ...deactivate(user), headers });

async function latestAudit(resourceId: string, action: string) {
  const [row] = await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.resourceId, resourceId), eq(auditEvents.action, action)))
      .orderBy(desc(auditEvents.seq))
      .limit(1),
  );
  return row;
}

describe('a call marked stepUp always', () => {
  it('answers 401 STEP_UP_REQUIRED with the RFC 9470 header without a code, and changes nothing', async () => {
    const user = await api.staff('stepup.none@northwind.test');
    const response = await api.call(NORTHWIND_ADMIN, calls.setUserActivation, {
      ...deactivate(user),
      stepUp: false,
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().error.code).toBe('STEP_UP_REQUIRED');
    expect(response.headers['www-authenticate']).toMatch(
      /^Bearer error="insufficient_user_authentication", error_description="[^"]+"$/,
    );
    const after = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.getCrmUser, { params: { id: user.id } });
    expect(after.status).not.toBe('Inactive');
  });

  it('takes a valid code once: 200 with scaUsed in the audit row, then 403 for the same code again', async () => {
    const user = await api.staff('stepup.once@northwind.test');
    const input = deactivate(user);
    const code = await api.stepUpFor(NORTHWIND_ADMIN, calls.setUserActivation, input);
    const first = await api.call(NORTHWIND_ADMIN, calls.setUserActivation, { ...input, headers: code });
    expect(first.statusCode, first.body).toBe(200);
    expect((await latestAudit(user.id, 'user.deactivate'))?.scaUsed).toBe(true);

    const again = await api.call(NORTHWIND_ADMIN, calls.setUserActivation, {
      params: input.params,
      body: { isActive: true },
      headers: code,
    });
    expectInvalid(again);
  });

  it('refuses a code confirmed for another request (deactivating A, used to deactivate B)', async () => {
    const a = await api.staff('stepup.a@northwind.test');
    const b = await api.staff('stepup.b@northwind.test');
    const forA = await api.stepUpFor(NORTHWIND_ADMIN, calls.setUserActivation, deactivate(a));
    const response = await deactivateAsAdmin(b, forA);
    expectInvalid(response);
    // A body that differs only in a value is another request too.
    const forActivate = await api.stepUpFor(NORTHWIND_ADMIN, calls.setUserActivation, {
      params: { id: a.id },
      body: { isActive: true },
    });
    const swapped = await deactivateAsAdmin(a, forActivate);
    expect(swapped.json().error.code).toBe('STEP_UP_INVALID');
  });

  it('refuses a code confirmed for one tenant on the same call for another (the tenantId header)', async () => {
    const invitation = {
      body: invitationOf('stepup.tenant-bound@northwind.test', ['northwind:support-agent']),
      headers: { tenantid: NORTHWIND.id },
    };
    const forNorthwind = await api.stepUpFor(PLATFORM, calls.inviteCrmUser, invitation);
    const elsewhere = await api.call(PLATFORM, calls.inviteCrmUser, {
      ...invitation,
      headers: { tenantid: BLUE_HARBOR.id, ...forNorthwind },
    });
    expectInvalid(elsewhere);
    // A code confirmed without the header does not stand for the call that names a tenant either.
    const forNoTenant = await api.stepUpFor(PLATFORM, calls.inviteCrmUser, { body: invitation.body });
    expectInvalid(
      await api.call(PLATFORM, calls.inviteCrmUser, {
        ...invitation,
        headers: { ...invitation.headers, ...forNoTenant },
      }),
    );
    const here = await api.call(PLATFORM, calls.inviteCrmUser, {
      ...invitation,
      headers: { ...invitation.headers, ...(await api.stepUpFor(PLATFORM, calls.inviteCrmUser, invitation)) },
    });
    expect(here.statusCode, here.body).toBe(200);
  });

  it("refuses another user's code for the very same request", async () => {
    const user = await api.staff('stepup.foreign@northwind.test');
    const platformCode = await api.stepUpFor(PLATFORM, calls.setUserActivation, deactivate(user));
    const response = await deactivateAsAdmin(user, platformCode);
    expectInvalid(response);
  });

  it('refuses an expired code', async () => {
    const user = await api.staff('stepup.expired@northwind.test');
    const code = await api.stepUpFor(NORTHWIND_ADMIN, calls.setUserActivation, deactivate(user));
    // 120 seconds passed: the code's expiry is moved into the past.
    await withScope(testApp().database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(stepUpCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(sql`${stepUpCodes.usedAt} is null`),
    );
    const response = await deactivateAsAdmin(user, code);
    expectInvalid(response);
  });

  it('refuses a code of another sign-in session of the same user', async () => {
    const user = await api.staff('stepup.session@northwind.test');
    const t = testApp();
    const input = deactivate(user);
    const url = `/api/v1.1/users/${user.id}/activation`;
    const asSession = async (grantId: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers: { authorization: `Bearer ${await t.tokenFor(NORTHWIND_ADMIN, { grantId })}`, ...headers },
        payload: input.body,
      });
    const challenge = await t.app.inject({
      method: 'POST',
      url: '/api/step-up/challenges',
      headers: { authorization: `Bearer ${await t.tokenFor(NORTHWIND_ADMIN, { grantId: 'session-one' })}` },
      payload: { method: 'PUT', path: url, body: JSON.stringify(input.body) },
    });
    expect(challenge.statusCode, challenge.body).toBe(200);
    expect(challenge.json().summary).toBe(`Deactivate a user: ${user.email}`);
    const secret = await prepareStepUp(t.database.db, NORTHWIND_ADMIN);
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/step-up/challenges/${challenge.json().challengeId}/confirm`,
      headers: { authorization: `Bearer ${await t.tokenFor(NORTHWIND_ADMIN, { grantId: 'session-one' })}` },
      payload: { code: totpCodeNow(secret) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const other = await asSession('session-two', { [STEP_UP_HEADER]: confirm.json().scaCode });
    expectInvalid(other);
  });
});

describe("a role's scaRequiredPermissions", () => {
  it('make a call of a flagged key need step-up for a holder of that role, not for a holder of a role without the flag', async () => {
    const role = (name: string, flagged: boolean) =>
      api.ok<Role>(NORTHWIND_ADMIN, calls.createRole, {
        params: { type: 'crm' },
        body: {
          name,
          permissions: ['CRM.Users.Crm'],
          scaRequiredPermissions: flagged ? ['CRM.Users.Crm'] : [],
        },
      });
    const holder = async (email: string, r: Role) => {
      const user = await api.ok<ManagedUser>(NORTHWIND_ADMIN, calls.inviteCrmUser, {
        body: { email, firstName: 'Step', lastName: 'Up', roleIds: [r.id] },
      });
      await givePassword(testApp(), user.id);
      return user;
    };
    const flagged = await holder('stepup.flagged@northwind.test', await role('Users with step-up', true));
    const plain = await holder('stepup.plain@northwind.test', await role('Users without step-up', false));

    const refused = await api.call(flagged.email, calls.listCrmUsers);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().error.code).toBe('STEP_UP_REQUIRED');
    const code = await api.stepUpFor(flagged.email, calls.listCrmUsers);
    expect((await api.call(flagged.email, calls.listCrmUsers, { headers: code })).statusCode).toBe(200);

    expect((await api.call(plain.email, calls.listCrmUsers)).statusCode).toBe(200);
    // Platform staff hold every key without roles: only the marked calls ask them.
    const platform = await api.call(PLATFORM, calls.listCrmUsers, { headers: { tenantid: NORTHWIND.id } });
    expect(platform.statusCode, platform.body).toBe(200);
  });
});
