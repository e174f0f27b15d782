import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /branding/{tenantId}/{file}', () => {
  it("serves each tenant's own logo and favicon without a token", async () => {
    const northwind = await t.app.inject({ url: `/branding/${NORTHWIND.id}/logo.svg` });
    expect(northwind.statusCode).toBe(200);
    expect(northwind.headers['content-type']).toBe('image/svg+xml');
    expect(northwind.body).toContain('Northwind');
    const blueHarbor = await t.app.inject({ url: `/branding/${BLUE_HARBOR.id}/favicon.svg` });
    expect(blueHarbor.statusCode).toBe(200);
    expect(blueHarbor.body).toContain('#0b3d5c');
  });

  it('forbids scripts in the served file and lets browsers cache it briefly', async () => {
    const response = await t.app.inject({ url: `/branding/${NORTHWIND.id}/logo.svg` });
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it("serves Paydesk's own files for platform staff", async () => {
    const response = await t.app.inject({ url: '/branding/platform/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it.each([
    ['an unknown tenant', '/branding/4d0c7b6e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/logo.svg'],
    ['an unknown file', `/branding/${NORTHWIND.id}/banner.svg`],
    ['a malformed tenant id', '/branding/northwind/logo.svg'],
    ['a path outside the folder', `/branding/${NORTHWIND.id}/..%2F..%2Fpackage.json`],
    ['an unknown platform file', '/branding/platform/secret.svg'],
  ])('answers 404 for %s', async (_, url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});
