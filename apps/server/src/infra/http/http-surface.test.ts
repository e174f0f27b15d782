import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_ENDPOINTS } from '../../modules';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is generated from the declarations: every declared path and method is in it', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    for (const endpoint of SERVED_ENDPOINTS) {
      for (const path of serverPathsFor(endpoint.path)) {
        const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
        expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      }
    }
    const operationIds = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((o) => o.operationId),
    );
    expect(operationIds).toContain('users.getCurrentUser');
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('is browsable at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('security headers', () => {
  it.each(['/api/v1.1/users', '/api/v1/_configuration/paydesk-portal', '/api/v1/no-such-call'])(
    'are on every response, also errors (%s)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );
});

describe('errors', () => {
  it('answers an unknown call with the one error shape', async () => {
    const response = await t.app.inject({ url: '/api/v1/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route GET /api/v1/no-such-call' },
    });
  });

  it('answers a call without a token with 401 and the error shape', async () => {
    const response = await t.app.inject({ url: '/api/v1.1/users' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Authentication required' },
    });
  });
});
