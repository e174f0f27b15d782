import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { READ_USERS } from '../reads/transaction-reads.test-support';

/**
 * GET …/csv when the export fails before its first byte (its first batch query breaks): the
 * answer is the ordinary JSON 500, not a zip-typed reply Fastify refuses to fill with JSON.
 */

const failing = vi.hoisted(() => ({ on: false }));
vi.mock('./transaction-lookup-csv-lines', async (importOriginal) => {
  const real = await importOriginal<typeof import('./transaction-lookup-csv-lines')>();
  return {
    ...real,
    csvLinesBatch: (...args: Parameters<typeof real.csvLinesBatch>) =>
      failing.on ? Promise.reject(new Error('the first batch broke')) : real.csvLinesBatch(...args),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('an export that fails at its start', () => {
  it('answers a clean JSON 500 without the download headers', async () => {
    failing.on = true;
    try {
      const response = await t.requestAs(READ_USERS.tenantAdmin, {
        url: '/api/crm/transactions/csv?startDate=2020-05-11T00:00:00.000Z&endDate=2020-05-12T00:00:00.000Z',
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Internal server error' } });
    } finally {
      failing.on = false;
    }
    // And once the database answers again, the same call is the zip.
    const healthy = await t.requestAs(READ_USERS.tenantAdmin, {
      url: '/api/crm/transactions/csv?startDate=2020-05-11T00:00:00.000Z&endDate=2020-05-12T00:00:00.000Z',
    });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.headers['content-type']).toBe('application/zip');
  });
});
