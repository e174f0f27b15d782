import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVED_ENDPOINTS } from '../../modules';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { HSTS_HEADER, installSecurityHeaders } from './security-headers';

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
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it('leave a route its own caching, and the portal page outside the API uncached by this rule', async () => {
    const app = Fastify();
    installSecurityHeaders(app);
    app.get('/api/v1/download', (_request, reply) =>
      reply.header('cache-control', 'private, no-store').send('x'),
    );
    app.get('/login', () => 'page');
    expect((await app.inject({ url: '/api/v1/download' })).headers['cache-control']).toBe(
      'private, no-store',
    );
    expect((await app.inject({ url: '/login' })).headers['cache-control']).toBeUndefined();
    await app.close();
  });

  it('send HSTS only when the portal is served over https', async () => {
    const plain = await t.app.inject({ url: '/api/v1/_configuration/paydesk-portal' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const app = Fastify();
    installSecurityHeaders(app, { https: true });
    app.get('/api/v1/ping', () => ({ ok: true }));
    const secure = await app.inject({ url: '/api/v1/ping' });
    expect(secure.headers['strict-transport-security']).toBe(HSTS_HEADER);
    await app.close();
  });
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
