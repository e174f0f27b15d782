import { ALL_ENDPOINTS } from '@paydesk/contracts/endpoints/all-endpoints';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_PATH } from './modules/support/external-party';
import { buildTestApp, type TestApp } from './test/test-app';

/**
 * Both ways: every route the server registers under /api and /reporting is declared in the
 * contracts (ALL_ENDPOINTS), and every declaration is registered, on each path it is served on.
 * The OpenAPI document cannot show the first: it hides routes without tags, as an undeclared
 * route registered by hand would be.
 */
let t: TestApp;
const registered = new Set<string>();
beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route: { method: string | string[]; url: string }) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    },
  });
});
afterAll(() => t.close());

const declared = new Set(
  ALL_ENDPOINTS.flatMap((endpoint) =>
    serverPathsFor(endpoint.path).map((path) => `${endpoint.method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  ),
);
/**
 * Served under /api but not declared, each with its reason. The outside party's ticket page
 * (modules/support/external-party.ts): a server-rendered page and its form post, not an API call;
 * its caller has no account, and the link's token is its only credential.
 */
const UNDECLARED = new Set(['GET', 'HEAD', 'POST'].map((method) => `${method} ${EXTERNAL_PATH}`));

const isServedApi = (route: string) =>
  /^[A-Z]+ \/(api|reporting)(\/|$)/.test(route) && !/ \/api\/docs/.test(route);
/** Fastify answers HEAD for each GET by itself; a HEAD is declared when its GET is. */
const asDeclared = (route: string) => route.replace(/^HEAD /, 'GET ');

describe('the routes the server registers', () => {
  it('registers routes under /api and /reporting', () => {
    expect([...registered].filter(isServedApi).length).toBeGreaterThan(100);
  });

  it('are all declared in the contracts', () => {
    const undeclared = [...registered].filter(
      (r) => isServedApi(r) && !declared.has(asDeclared(r)) && !UNDECLARED.has(r),
    );
    expect(undeclared).toEqual([]);
  });

  it('leave undeclared only the written exceptions, which are registered', () => {
    for (const route of UNDECLARED) expect(registered, route).toContain(route);
  });

  it('include every declaration, on each path it is served on', () => {
    const unregistered = [...declared].filter((d) => !registered.has(d));
    expect(unregistered).toEqual([]);
  });
});
