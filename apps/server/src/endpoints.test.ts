import { defineEndpoint } from '@paydesk/contracts/http/endpoint';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { merchants } from './infra/db/schema';
import { AppError } from './infra/errors/app-error';
import { registerEndpoint } from './infra/http/register-endpoint';
import { SYSTEM_SCOPE, scopedMerchantCondition } from './infra/tenancy/data-scope';
import { withRequestScope } from './infra/tenancy/request-scope';
import { withScope } from './infra/tenancy/with-scope';
import { moduleWalksInOrder } from './module-walks.test-support';
import { FEATURE_MODULES, SERVED_ENDPOINTS } from './modules';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from './seed/demo-data';
import {
  type ExampleInput,
  type ForeignIdRule,
  type WalkContext,
  type WalkUser,
  walkEndpoint,
} from './test/endpoint-walk';
import { obtainStepUpCode } from './test/step-up-codes';
import { buildTestApp, type TestApp } from './test/test-app';
import { loadWalkUsers } from './test/walk-users';

/**
 * Every declared endpoint keeps the rules (ARCHITECTURE "Declared once"): no token 401, a forged one
 * 401, the wrong audience or a missing permission 403, another tenant's id 404, bad input 400 with
 * field messages. An endpoint a module serves (modules.ts) is walked without anyone touching this file;
 * one with a path parameter fails until FOREIGN_IDS (or its module's walk entry,
 * module-walks.test-support.ts) says how to make an id its caller must not see.
 */

/** A merchant (and its tenant) the caller cannot see: another tenant's, or for a merchant user another merchant. */
const foreignMerchant = (caller: WalkUser) =>
  caller.tenantId === NORTHWIND.id && caller.audience !== 'customer'
    ? demoMerchant('seaside-travel').id
    : caller.tenantId === NORTHWIND.id
      ? demoMerchant('harbour-coffee').id
      : demoMerchant('acme').id;

/** Each module's part of the walk (module-walks.test-support.ts), in the module list's order. */
const MODULE_WALKS = moduleWalksInOrder(FEATURE_MODULES.map((module) => module.name));

/** Path parameters: by `<endpoint id>.<param>`, or by parameter name where the meaning is the same everywhere. */
const FOREIGN_IDS: Record<string, ForeignIdRule> = {
  merchantId: { kind: 'tenant-owned', foreignId: foreignMerchant },
  customerId: { kind: 'tenant-owned', foreignId: foreignMerchant },
  tenantId: {
    kind: 'tenant-owned',
    foreignId: (caller) => (caller.tenantId === BLUE_HARBOR.id ? NORTHWIND.id : BLUE_HARBOR.id),
  },
  userId: {
    kind: 'tenant-owned',
    foreignId: (caller) =>
      demoUser(
        caller.tenantId === BLUE_HARBOR.id ? 'tenant.admin@northwind.test' : 'tenant.admin@blueharbor.test',
      ).id,
  },
  // Each module's own (module-walks.test-support.ts).
  ...Object.assign({}, ...MODULE_WALKS.map((walk) => walk.foreignIds)),
};

/** Hand-written valid inputs, by endpoint id (see WalkContext.examples). */
const EXAMPLES: Record<string, ExampleInput> = {
  ...Object.assign({}, ...MODULE_WALKS.map((walk) => walk.examples)),
};

let t: TestApp;
let ctx: WalkContext;

beforeAll(async () => {
  t = await buildTestApp();
  registerWalkSelfTestEndpoints(t);
  for (const walk of MODULE_WALKS) await walk.addData(t.database.db);
  const walkUsers = await loadWalkUsers(t);
  ctx = {
    app: t.app,
    users: walkUsers,
    tokenFor: t.tokenFor,
    foreignIds: FOREIGN_IDS,
    examples: EXAMPLES,
    stepUpCode: (email, authorization, request) =>
      obtainStepUpCode({ app: t.app, db: t.database.db, email, authorization }, request),
  };
});
afterAll(() => t.close());

describe('the endpoint walk', () => {
  it('covers a known list of endpoints (sanity check)', () => {
    expect(SERVED_ENDPOINTS.length).toBeGreaterThan(0);
    expect(new Set(SERVED_ENDPOINTS.map((e) => e.id)).size).toBe(SERVED_ENDPOINTS.length);
  });

  it.each(SERVED_ENDPOINTS.map((e) => [e.id, e] as const))('%s keeps the rules', async (_, endpoint) => {
    expect(await walkEndpoint(endpoint, ctx)).toEqual([]);
  });
});

/**
 * The walk itself: it must fail on endpoints that break the rules, or a green run proves nothing.
 * These declarations exist only in this test.
 */
const merchantParams = z.object({ merchantId: z.uuid() });
const merchantName = z.object({ name: z.string() });
const selfTest = {
  scoped: defineEndpoint({
    id: 'walkSelfTest.scoped',
    method: 'GET',
    path: '/walk-self-test/scoped/{merchantId}',
    summary: 'Reads a merchant through the request scope',
    audiences: ['customer', 'tenant', 'platform'],
    permissions: ['CRM.Organizations.View', 'Merchant.Dashboard.View'],
    params: merchantParams,
    response: merchantName,
  }),
  leaky: defineEndpoint({
    id: 'walkSelfTest.leaky',
    method: 'GET',
    path: '/walk-self-test/leaky/{merchantId}',
    summary: 'Reads a merchant by id alone: leaks other tenants',
    audiences: ['tenant', 'platform'],
    permissions: ['CRM.Organizations.View'],
    params: merchantParams,
    response: merchantName,
  }),
  handMade: defineEndpoint({
    id: 'walkSelfTest.handMade',
    method: 'POST',
    path: '/walk-self-test/hand-made',
    summary: 'Registered by hand, bypassing the declaration: no auth, no validation',
    audiences: ['tenant'],
    permissions: ['CRM.Organizations.View'],
    body: z.object({ name: z.string().min(1) }),
    response: merchantName,
  }),
  unregistered: defineEndpoint({
    id: 'walkSelfTest.unregistered',
    method: 'GET',
    path: '/walk-self-test/unregistered',
    summary: 'Declared, never registered',
    audiences: ['tenant'],
    signedIn: true,
    response: merchantName,
  }),
  crashes: defineEndpoint({
    id: 'walkSelfTest.crashes',
    method: 'GET',
    path: '/walk-self-test/crashes',
    summary: 'Throws for everyone',
    audiences: ['customer', 'tenant', 'platform'],
    signedIn: true,
    response: merchantName,
  }),
  unknownParam: defineEndpoint({
    id: 'walkSelfTest.unknownParam',
    method: 'GET',
    path: '/walk-self-test/widgets/{widgetId}',
    summary: 'A path parameter nobody said how to make foreign',
    audiences: ['tenant'],
    signedIn: true,
    params: z.object({ widgetId: z.uuid() }),
    response: merchantName,
  }),
};

function registerWalkSelfTestEndpoints(testApp: TestApp): void {
  const { app } = testApp;
  registerEndpoint(app, selfTest.scoped, async ({ request, params }) => {
    const name = await withRequestScope(request, async (tx, scope) => {
      const rows = await tx
        .select({ name: merchants.legalBusinessName })
        .from(merchants)
        .where(
          and(
            eq(merchants.id, params.merchantId),
            scopedMerchantCondition(scope, { tenantId: merchants.tenantId, merchantId: merchants.id }),
          ),
        );
      return rows[0]?.name;
    });
    if (!name) throw AppError.notFound('Merchant');
    return { name };
  });
  registerEndpoint(app, selfTest.leaky, async ({ params }) => {
    const rows = await withScope(app.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ name: merchants.legalBusinessName })
        .from(merchants)
        .where(eq(merchants.id, params.merchantId)),
    );
    return { name: rows[0]?.name ?? 'unknown' };
  });
  app.post('/api/v1/walk-self-test/hand-made', async () => ({ name: 'anything' }));
  registerEndpoint(app, selfTest.crashes, () => {
    throw new Error('boom');
  });
  registerEndpoint(app, selfTest.unknownParam, () => ({ name: 'widget' }));
}

describe('the endpoint walk catches', () => {
  it('nothing on an endpoint that reads through the request scope', async () => {
    expect(await walkEndpoint(selfTest.scoped, ctx)).toEqual([]);
  });

  it("an endpoint that answers with another tenant's merchant", async () => {
    const problems = (await walkEndpoint(selfTest.leaky, ctx)).join('\n');
    expect(problems).toMatch(
      /tenant\.admin@northwind\.test with a foreign merchantId -> expected 404, got 200/,
    );
  });

  it('an endpoint registered by hand, without authentication or validation', async () => {
    const problems = (await walkEndpoint(selfTest.handMade, ctx)).join('\n');
    expect(problems).toMatch(/no token -> expected 401, got 200/);
    expect(problems).toMatch(/a forged token -> expected 401/);
    expect(problems).toMatch(/a customer user -> expected 403, got 200/);
    expect(problems).toMatch(/without the permission -> expected 403, got 200/);
    expect(problems).toMatch(/a body of 42 -> expected 400, got 200/);
  });

  it('a declared endpoint that is not registered', async () => {
    const problems = (await walkEndpoint(selfTest.unregistered, ctx)).join('\n');
    expect(problems).toMatch(/\/api\/v1\/walk-self-test\/unregistered: no token -> expected 401, got 404/);
  });

  it('an endpoint that fails with a 500', async () => {
    const problems = (await walkEndpoint(selfTest.crashes, ctx)).join('\n');
    expect(problems).toMatch(/may call it but got 500/);
  });

  it('a path parameter without a foreign-id rule', async () => {
    const problems = (await walkEndpoint(selfTest.unknownParam, ctx)).join('\n');
    expect(problems).toMatch(/no foreign-id rule for path parameter "widgetId"/);
  });
});
