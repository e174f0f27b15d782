import { TRANSACTION_JOB_MESSAGES as JM } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant } from '../../seed/demo-data';
import { DEMO_EMAILS, TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addPayment, readBack } from '../transactions/actions/transaction-actions.test-support';
import { transactionExportChunks, transactionJobs } from './transaction-jobs.table';
import { CRM_JOBS, MERCHANT_JOBS, postJson, runUntilFinished } from './transaction-jobs.test-support';
import { createTransactionJobsWorker } from './transaction-jobs-worker';

/** Bulk actions and exports: the caller's scope and limits, validation, progress, expiry. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The tests run the worker themselves (runOnce), so that what it takes and when is theirs to say.
  // Ready first: onReady starts the worker, which would otherwise start after this stop.
  await t.app.ready();
  await t.app.transactionJobsWorker.stop();
});
afterAll(async () => {
  await t.close();
});

const { ACME, NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN, PLATFORM } = DEMO_EMAILS;
const seaside = { tenantId: BLUE_HARBOR.id, merchantId: demoMerchant('seaside-travel').id };
const harbour = { merchantId: demoMerchant('harbour-coffee').id };

describe('bulk actions', () => {
  it('refunds a merchant’s selection through the single action path, and never another merchant’s', async () => {
    const first = await addPayment(t, { amount: 1_500 });
    const second = await addPayment(t, { amount: 2_500 });
    const authorised = await addPayment(t, { status: 'Approved' });
    const otherMerchant = await addPayment(t, harbour);
    const otherTenant = await addPayment(t, seaside);
    const created = await postJson(t, ACME, `${MERCHANT_JOBS}/bulk-actions`, {
      action: 'refund',
      transactionIds: [first.id, second.id, authorised.id, otherMerchant.id, otherTenant.id],
      reason: 'Recall',
    });
    expect(created.statusCode).toBe(200);
    const job = created.json();
    expect(job).toMatchObject({ kind: 'BulkAction', action: 'refund', comment: 'Recall', status: 'Queued' });
    const done = await runUntilFinished(t, ACME, `${MERCHANT_JOBS}/bulk-actions/${job.id}`);
    expect(done).toMatchObject({
      status: 'CompletedWithErrors',
      progress: { total: 5, done: 5, applied: 2, refused: 1, notFound: 2 },
    });
    const items = (await t.requestAs(ACME, { url: `${MERCHANT_JOBS}/bulk-actions/${job.id}/items` })).json();
    // Submitted as ids; each found item names its transaction's external id (another merchant's: none).
    expect(items.data[0]).toMatchObject({
      reference: first.id,
      transactionId: first.id,
      externalId: first.externalId,
    });
    expect(items.data[2]).toMatchObject({ outcome: 'Refused', message: M.refund, status: 'Approved' });
    expect(items.data[2].externalId).toBe(authorised.externalId);
    expect(items.data[3]).toMatchObject({ outcome: 'NotFound', transactionId: null, externalId: null });
    expect(items.data[4]).toMatchObject({ outcome: 'NotFound', transactionId: null, externalId: null });

    const refunded = await readBack(t, first.tenantId, first.id);
    expect(refunded.row).toMatchObject({ status: 'Refunded', refundedAmount: 1_500 });
    expect(refunded.children).toHaveLength(1);
    expect(refunded.audit).toHaveLength(1);
    for (const untouched of [otherMerchant, otherTenant, authorised]) {
      const after = await readBack(t, untouched.tenantId, untouched.id);
      expect(after.audit).toHaveLength(0);
      expect(after.children).toHaveLength(0);
    }
  });

  it('answers another tenant’s job with 404 and keeps it out of lists', async () => {
    const p = await addPayment(t, { status: 'Approved' });
    const job = (
      await postJson(t, NORTHWIND_ADMIN, `${CRM_JOBS}/bulk-actions`, {
        action: 'void',
        transactionIds: [p.id],
      })
    ).json();
    const foreign = await t.requestAs(BLUE_HARBOR_ADMIN, { url: `${CRM_JOBS}/bulk-actions/${job.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.requestAs(BLUE_HARBOR_ADMIN, { url: `${CRM_JOBS}/bulk-actions/${job.id}/items` })).statusCode,
    ).toBe(404);
    expect(
      (await postJson(t, BLUE_HARBOR_ADMIN, `${CRM_JOBS}/bulk-actions/${job.id}/cancel`, undefined))
        .statusCode,
    ).toBe(404);
    const list = (await t.requestAs(BLUE_HARBOR_ADMIN, { url: `${CRM_JOBS}/bulk-actions` })).json();
    expect(list.data.map((j: { id: string }) => j.id)).not.toContain(job.id);
    // The merchant sees only its own merchant's jobs, not its tenant staff's.
    expect((await t.requestAs(ACME, { url: `${MERCHANT_JOBS}/bulk-actions/${job.id}` })).statusCode).toBe(
      404,
    );
    // Platform staff narrowed to another tenant do not see it either.
    const narrowed = await t.requestAs(PLATFORM, {
      url: `${CRM_JOBS}/bulk-actions/${job.id}`,
      headers: { tenantid: BLUE_HARBOR.id },
    });
    expect(narrowed.statusCode).toBe(404);
    const done = await runUntilFinished(t, NORTHWIND_ADMIN, `${CRM_JOBS}/bulk-actions/${job.id}`);
    expect(done).toMatchObject({ status: 'Completed', progress: { applied: 1 } });
    expect((await readBack(t, p.tenantId, p.id)).row.status).toBe('Voided');
    const cancel = await postJson(t, NORTHWIND_ADMIN, `${CRM_JOBS}/bulk-actions/${job.id}/cancel`, undefined);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toMatchObject({ code: 'JOB_NOT_CANCELLABLE', message: JM.notCancellable });
  });

  it('keeps a limited user inside their limits, and shows them only their own jobs', async () => {
    const approved = await addPayment(t, { status: 'Approved' });
    const job = (
      await postJson(t, TEST_USERS.limited, `${CRM_JOBS}/bulk-actions`, {
        action: 'capture',
        transactionIds: [approved.id],
      })
    ).json();
    const done = await runUntilFinished(t, TEST_USERS.limited, `${CRM_JOBS}/bulk-actions/${job.id}`);
    expect(done.progress).toMatchObject({ notFound: 1, applied: 0 });
    expect((await readBack(t, approved.tenantId, approved.id)).row.status).toBe('Approved');
    const list = (await t.requestAs(TEST_USERS.limited, { url: `${CRM_JOBS}/bulk-actions` })).json();
    expect(
      list.data.every((j: { requestedBy: { email: string } }) => j.requestedBy.email === TEST_USERS.limited),
    ).toBe(true);
    expect(list.count).toBe(1);
  });

  it('refuses bad selections with 400 and callers without the permission with 403', async () => {
    const post = (body: unknown) => postJson(t, ACME, `${MERCHANT_JOBS}/bulk-actions`, body);
    const id = '00000000-0000-4000-8000-000000000001';
    expect((await post({ action: 'refund', transactionIds: [] })).statusCode).toBe(400);
    expect((await post({ action: 'dispute', transactionIds: [id] })).json().error.details[0].field).toBe(
      'body.action',
    );
    expect((await post({ action: 'refund', transactionIds: ['nope'] })).json().error.details[0].field).toBe(
      'body.transactionIds.0',
    );
    const dup = await post({ action: 'refund', transactionIds: [id, id] });
    expect(dup.json().error.details).toEqual([
      { field: 'body.transactionIds.1', message: 'Duplicate of row 1' },
    ]);
    const tooMany = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await post({ action: 'refund', transactionIds: tooMany })).statusCode).toBe(400);
    const bare = await postJson(t, TEST_USERS.bareMerchant, `${MERCHANT_JOBS}/bulk-actions`, {
      action: 'refund',
      transactionIds: [id],
    });
    expect(bare.statusCode).toBe(403);
  });

  it('fails a job whose requester was deactivated before it ran', async () => {
    const p = await addPayment(t, { status: 'Approved' });
    const job = (
      await postJson(t, NORTHWIND_ADMIN, `${CRM_JOBS}/bulk-actions`, {
        action: 'void',
        transactionIds: [p.id],
      })
    ).json();
    const admin = await withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
      const [row] = await tx.select().from(users).where(eq(users.email, NORTHWIND_ADMIN));
      await tx.update(users).set({ isActive: false }).where(eq(users.email, NORTHWIND_ADMIN));
      return row!;
    });
    try {
      await t.app.transactionJobsWorker.runOnce();
      const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
        tx.select().from(transactionJobs).where(eq(transactionJobs.id, job.id)),
      );
      expect(row).toMatchObject({ status: 'Failed', message: JM.requesterGone, applied: 0 });
      expect((await readBack(t, p.tenantId, p.id)).row.status).toBe('Approved');
    } finally {
      await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
        tx.update(users).set({ isActive: admin.isActive }).where(eq(users.email, NORTHWIND_ADMIN)),
      );
    }
  });
});

describe('export jobs', () => {
  const window = { amountFrom: 777_000, amountTo: 777_999 };

  it('exports the caller’s scope into chunks, downloads it as transactions.zip, and only to its requester', async () => {
    const mine = [await addPayment(t, { amount: 777_001 }), await addPayment(t, { amount: 777_002 })];
    await addPayment(t, { ...harbour, amount: 777_003 });
    await addPayment(t, { ...seaside, amount: 777_004 });
    const started = await postJson(t, ACME, `${MERCHANT_JOBS}/exports`, window);
    expect(started.statusCode).toBe(200);
    const job = started.json();
    expect(job).toMatchObject({
      status: 'Queued',
      fileName: 'transactions.zip',
      bytesWritten: 0,
      rowsWritten: 0,
    });
    const early = await t.requestAs(ACME, { url: `${MERCHANT_JOBS}/exports/${job.id}/download` });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'EXPORT_NOT_READY', message: JM.exportNotReady });

    const done = await runUntilFinished(t, ACME, `${MERCHANT_JOBS}/exports/${job.id}`);
    expect(done).toMatchObject({
      status: 'Completed',
      rowsExpected: 2,
      rowsExpectedIsCapped: false,
      rowsWritten: 2,
    });
    expect(done.bytesWritten).toBeGreaterThan(0);

    const download = await t.requestAs(ACME, { url: `${MERCHANT_JOBS}/exports/${job.id}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="transactions.zip"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload.length).toBe(done.bytesWritten);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const text = new TextDecoder().decode(files['transactions.csv']!);
    const rows = text
      .split('\r\n')
      .filter((line) => line.length > 0)
      .slice(1);
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(mine.map((p) => p.id).sort());
    // Payment methods and providers by the names the lookup shows, not their ids (issue 16).
    const header = text.split('\r\n')[0]!.split(',');
    for (const row of rows) {
      const cells = row.split(',');
      expect(cells[header.indexOf('Payment method')]).toBe('Visa');
      expect(cells[header.indexOf('Service provider')]).toBe('Northstar Acquiring');
    }

    // Another user, even of the same tenant, and another tenant: 404 on every call.
    for (const other of [NORTHWIND_ADMIN, BLUE_HARBOR_ADMIN]) {
      expect((await t.requestAs(other, { url: `${CRM_JOBS}/exports/${job.id}` })).statusCode).toBe(404);
      expect((await t.requestAs(other, { url: `${CRM_JOBS}/exports/${job.id}/download` })).statusCode).toBe(
        404,
      );
    }
    const list = (await t.requestAs(ACME, { url: `${MERCHANT_JOBS}/exports` })).json();
    expect(list.data[0].id).toBe(job.id);
    expect((await t.requestAs(NORTHWIND_ADMIN, { url: `${CRM_JOBS}/exports` })).json().data).toEqual([]);
  });

  it('stores a zip larger than one chunk in order, and the download joins the chunks back', async () => {
    for (let i = 0; i < 30; i += 1) await addPayment(t, { amount: 778_000 + i });
    const job = (
      await postJson(t, NORTHWIND_ADMIN, `${CRM_JOBS}/exports`, { amountFrom: 778_000, amountTo: 778_999 })
    ).json();
    const small = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor, {
      exportChunkBytes: 256,
    });
    try {
      for (let pass = 0; pass < 5; pass += 1) await small.runOnce();
    } finally {
      await small.stop();
    }
    const done = (await t.requestAs(NORTHWIND_ADMIN, { url: `${CRM_JOBS}/exports/${job.id}` })).json();
    expect(done).toMatchObject({ status: 'Completed', rowsExpected: 30, rowsWritten: 30 });
    const chunks = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ seq: transactionExportChunks.seq })
        .from(transactionExportChunks)
        .where(eq(transactionExportChunks.jobId, job.id)),
    );
    expect(chunks.length).toBe(Math.ceil(done.bytesWritten / 256));
    const download = await t.requestAs(NORTHWIND_ADMIN, { url: `${CRM_JOBS}/exports/${job.id}/download` });
    const text = new TextDecoder().decode(
      unzipSync(new Uint8Array(download.rawPayload))['transactions.csv']!,
    );
    expect(text.split('\r\n').filter((line) => line.length > 0)).toHaveLength(31);
  });

  it('refuses a bad filter with 400', async () => {
    const bad = await postJson(t, ACME, `${MERCHANT_JOBS}/exports`, { currency: ['eur'], cardLast4: '12' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.cardLast4', 'body.currency.0']);
  });

  it('deletes an export and its chunks once it expires', async () => {
    await addPayment(t, { amount: 777_005 });
    const job = (await postJson(t, NORTHWIND_ADMIN, `${CRM_JOBS}/exports`, window)).json();
    await runUntilFinished(t, NORTHWIND_ADMIN, `${CRM_JOBS}/exports/${job.id}`);
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(transactionJobs.id, job.id)),
    );
    expect((await t.requestAs(NORTHWIND_ADMIN, { url: `${CRM_JOBS}/exports/${job.id}` })).statusCode).toBe(
      404,
    );
    await t.app.transactionJobsWorker.runOnce();
    const left = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .select({ seq: transactionExportChunks.seq })
        .from(transactionExportChunks)
        .where(eq(transactionExportChunks.jobId, job.id)),
    );
    expect(left).toEqual([]);
  });
});
