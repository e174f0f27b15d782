import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { endpointsIn } from '@paydesk/contracts/http/endpoint-family';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_MODULES, type FeatureModuleName, SERVED_ENDPOINTS } from './modules';
import { EXTERNAL_PATH } from './modules/support/external-party';
import { buildTestApp, type TestApp } from './test/test-app';

/**
 * Both ways: every route the server registers under /api and /reporting is declared in the
 * contracts, and every declaration is registered, on each path it is served on. Per module
 * (modules.ts): each registers exactly the declarations it says it serves, and every declaration
 * of the contracts' *.endpoints.ts files is served by one module.
 * The OpenAPI document cannot show the first: it hides routes without tags, as an undeclared
 * route registered by hand would be.
 */
let t: TestApp;
const registered = new Set<string>();
const registeredBy = new Map<string, FeatureModuleName | undefined>();
beforeAll(async () => {
  t = await buildTestApp({
    onRoute: (route, module) => {
      for (const method of [route.method].flat()) {
        registered.add(`${method} ${route.url}`);
        registeredBy.set(`${method} ${route.url}`, module);
      }
    },
  });
});
afterAll(() => t.close());

const routesOf = (endpoints: readonly { method: string; path: string }[]) =>
  endpoints.flatMap((endpoint) =>
    serverPathsFor(endpoint.path).map((path) => `${endpoint.method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
const declared = new Set(routesOf(SERVED_ENDPOINTS));
/**
 * Served under /api but not declared, each with its reason. The outside party's ticket page
 * (modules/support/external-party.ts): a server-rendered page and its form post, not an API call;
 * its caller has no account, and the link's token is its only credential.
 */
const UNDECLARED = new Set(['GET', 'HEAD', 'POST'].map((method) => `${method} ${EXTERNAL_PATH}`));

/** Under /api, /reporting, and /v1/api (where spec §7 puts the in-app notifications). */
const isServedApi = (route: string) =>
  /^[A-Z]+ \/(v1\/)?(api|reporting)(\/|$)/.test(route) && !/ \/api\/docs/.test(route);
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

  it.each(FEATURE_MODULES.map((module) => [module.name, module] as const))(
    'of module %s are exactly the declarations it says it serves',
    (name, module) => {
      const servedApi = [...registered].filter(
        (r) => registeredBy.get(r) === name && isServedApi(r) && !UNDECLARED.has(r),
      );
      expect(new Set(servedApi.map(asDeclared))).toEqual(new Set(routesOf(module.serves)));
    },
  );

  it('are served under /api and /reporting by feature modules only', () => {
    const outside = [...registered].filter(
      (r) => isServedApi(r) && registeredBy.get(r) === undefined && !/ \/api\/docs/.test(r),
    );
    expect(outside).toEqual([]);
  });
});

describe('the declarations in the contracts', () => {
  it('are each served by exactly one module', async () => {
    const contractsSource = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));
    const files = readdirSync(contractsSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.endpoints.ts'))
      .sort();
    expect(files.length).toBeGreaterThan(20);
    const declaredIds: string[] = [];
    for (const file of files) {
      const declarations = (await import(pathToFileURL(contractsSource + file).href)) as object;
      declaredIds.push(...endpointsIn(declarations).map((endpoint) => endpoint.id));
    }
    const servedIds = SERVED_ENDPOINTS.map((endpoint) => endpoint.id);
    expect(servedIds.filter((id, index) => servedIds.indexOf(id) !== index)).toEqual([]);
    expect(servedIds.sort()).toEqual(declaredIds.sort());
  });
});
