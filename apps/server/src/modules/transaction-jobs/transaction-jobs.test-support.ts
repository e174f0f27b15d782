import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { transactionJobs } from './transaction-jobs.table';

/** Helpers for the transaction jobs' tests. */

export const BULK_UPDATES = '/api/crm/transactions/bulk-updates';
export const CRM_JOBS = '/api/crm/transactions';
export const MERCHANT_JOBS = '/api/transactions';

/**
 * A test app whose own jobs worker is stopped, for tests that drive workers of their own (the app's
 * must not take their jobs). Ready first: onReady starts the worker, which would otherwise start
 * after this stop.
 */
export async function buildAppWithoutJobWorker(): Promise<TestApp> {
  const t = await buildTestApp();
  await t.app.ready();
  await t.app.transactionJobsWorker.stop();
  return t;
}

/** The job's row as stored. */
export async function jobRow(t: TestApp, id: string) {
  const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(transactionJobs).where(eq(transactionJobs.id, id)),
  );
  if (!row) throw new Error(`No job ${id}`);
  return row;
}

/** Runs the worker until the job at `url` is finished (bounded: a stuck job fails the test). */
export async function runUntilFinished(t: TestApp, email: string, url: string, maxPasses = 200) {
  for (let pass = 0; pass < maxPasses; pass += 1) {
    const response = await t.requestAs(email, { url });
    expect(response.statusCode).toBe(200);
    const job = response.json();
    if (!['Queued', 'Running'].includes(job.status)) return job;
    await t.app.transactionJobsWorker.runOnce();
  }
  throw new Error(`The job at ${url} did not finish in ${maxPasses} worker passes`);
}

export function postJson(
  t: TestApp,
  email: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return t.requestAs(email, { method: 'POST', url, payload: body as object, headers });
}

/** A multipart body with one file field, as a browser sends it. */
export function multipartFile(content: string | Buffer, fileName = 'transactions.csv', field = 'file') {
  const boundary = '----paydesk-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
