import { TRANSACTION_JOB_MESSAGES as JM } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { TRANSACTION_ACTION_MESSAGES as M } from '@paydesk/contracts/transactions/transaction.model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsOf } from '../../test/audit-events-of';
import { DEMO_EMAILS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addPayment, readBack } from '../transactions/actions/transaction-actions.test-support';
import { BULK_UPDATES, multipartFile, postJson, runUntilFinished } from './transaction-jobs.test-support';

/** Platform bulk updates: submission (JSON and CSV), validation, the job's run, history, cancel. */

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

const PLATFORM = DEMO_EMAILS.PLATFORM;

describe('platform bulk updates', () => {
  it('approves many transactions by id and external id, and reports each outcome', async () => {
    const failed = await addPayment(t, { status: 'Failed', amount: 2_000 });
    const pending = await addPayment(t, { status: 'Pending', amount: 3_000 });
    const captured = await addPayment(t, { status: 'Captured' });
    const created = await postJson(t, PLATFORM, BULK_UPDATES, {
      transactions: [failed.id, pending.externalId, captured.id, 'NO-SUCH-ID'],
      actionType: 'Approve',
      comment: 'Processor outage of 3 May',
    });
    expect(created.statusCode).toBe(200);
    const job = created.json();
    expect(job).toMatchObject({
      kind: 'BulkUpdate',
      status: 'Queued',
      action: 'Approve',
      comment: 'Processor outage of 3 May',
      requestedBy: { email: PLATFORM },
      progress: { total: 4, done: 0 },
    });

    const finished = await runUntilFinished(t, PLATFORM, `${BULK_UPDATES}/${job.id}`);
    expect(finished).toMatchObject({
      status: 'CompletedWithErrors',
      progress: { total: 4, done: 4, applied: 2, refused: 1, notFound: 1, failed: 0, skipped: 0 },
    });
    expect(finished.startedAt).not.toBeNull();
    expect(finished.finishedAt).not.toBeNull();

    const items = (await t.requestAs(PLATFORM, { url: `${BULK_UPDATES}/${job.id}/items` })).json();
    expect(items.count).toBe(4);
    expect(items.data.map((i: { outcome: string }) => i.outcome)).toEqual([
      'Applied',
      'Applied',
      'Refused',
      'NotFound',
    ]);
    // Every tenant's job (platform): the external id is found by the transaction id alone.
    expect(items.data[0]).toMatchObject({
      reference: failed.id,
      transactionId: failed.id,
      externalId: failed.externalId,
    });
    expect(items.data[1]).toMatchObject({
      reference: pending.externalId,
      transactionId: pending.id,
      externalId: pending.externalId,
      status: 'Captured',
    });
    expect(items.data[2]).toMatchObject({ message: M.statusChange, status: 'Captured' });
    expect(items.data[3]).toMatchObject({ message: JM.itemNotFound, transactionId: null, externalId: null });

    const refused = (
      await t.requestAs(PLATFORM, { url: `${BULK_UPDATES}/${job.id}/items?outcome=Refused` })
    ).json();
    expect(refused.count).toBe(1);

    // Through the single action's path: the status change's event and one audit record each.
    const after = await readBack(t, failed.tenantId, failed.id);
    expect(after.row.status).toBe('Captured');
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]).toMatchObject({ action: 'statusChange', actorEmail: PLATFORM });
    expect(after.audit[0]?.request).toMatchObject({ headers: { jobId: job.id } });
  });

  it('records each refused item in the audit trail as denied, with the job and item as the request', async () => {
    const captured = await addPayment(t, { status: 'Captured' });
    const job = (
      await postJson(t, PLATFORM, BULK_UPDATES, {
        transactions: [captured.id, 'NO-SUCH-ID'],
        actionType: 'Approve',
        comment: 'Audit of refusals',
      })
    ).json();
    await runUntilFinished(t, PLATFORM, `${BULK_UPDATES}/${job.id}`);
    const rows = await auditEventsOf(t, 'transaction', captured.id);
    expect(rows.map((row) => [row.action, row.outcome, row.reason])).toEqual([
      ['transaction.statusChange', 'denied', M.statusChange],
    ]);
    expect(rows[0]).toMatchObject({
      tenantId: captured.tenantId,
      actorEmail: PLATFORM,
      requestId: `${job.id}:1`,
      after: { code: 'ACTION_REFUSED', jobId: job.id, jobKind: 'BulkUpdate', position: 1 },
    });
  });

  it('declines with the reason the decline needs', async () => {
    const p = await addPayment(t, { status: 'Pending' });
    const missing = await postJson(t, PLATFORM, BULK_UPDATES, {
      transactions: [p.id],
      actionType: 'Decline',
      comment: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { field: 'body.declineReason', message: 'A decline reason is required' },
    ]);
    const created = await postJson(t, PLATFORM, BULK_UPDATES, {
      transactions: [p.id],
      actionType: 'Decline',
      declineReason: 'Confirmed fraud',
      comment: 'Fraud ring',
    });
    const done = await runUntilFinished(t, PLATFORM, `${BULK_UPDATES}/${created.json().id}`);
    expect(done.status).toBe('Completed');
    expect((await readBack(t, p.tenantId, p.id)).row).toMatchObject({
      status: 'Declined',
      responseMessage: 'Confirmed fraud',
    });
  });

  it('refuses bad lists with field messages', async () => {
    const post = (body: unknown) => postJson(t, PLATFORM, BULK_UPDATES, body);
    const empty = await post({ transactions: [], actionType: 'Fail', comment: 'c' });
    expect(empty.statusCode).toBe(400);
    const dup = await post({ transactions: ['A-1', 'B-2', 'a-1'], actionType: 'Fail', comment: 'c' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.details).toEqual([
      { field: 'body.transactions.2', message: 'Duplicate of row 1' },
    ]);
    const noComment = await post({ transactions: ['A-1'], actionType: 'Fail', comment: ' ' });
    expect(noComment.json().error.details).toEqual([
      { field: 'body.comment', message: 'A comment is required' },
    ]);
    const badAction = await post({ transactions: ['A-1'], actionType: 'Refund', comment: 'c' });
    expect(badAction.statusCode).toBe(400);
    const tooMany = await post({
      transactions: Array.from({ length: 10_001 }, (_, i) => `X-${i}`),
      actionType: 'Fail',
      comment: 'c',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0]).toEqual({ field: 'body.transactions', message: JM.tooManyRows });
  });

  it('takes a CSV file with a header row, and names the bad rows of a bad one', async () => {
    const a = await addPayment(t, { status: 'Failed' });
    const b = await addPayment(t, { status: 'Failed' });
    const upload = (content: string) =>
      t.requestAs(PLATFORM, {
        method: 'POST',
        url: `${BULK_UPDATES}/csv?actionType=Cancel&comment=${encodeURIComponent('From the file')}`,
        ...multipartFile(content),
      });
    const created = await upload(`externalId,note\r\n${a.externalId},first\r\n\r\n"${b.id}",second\r\n`);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ action: 'Cancel', progress: { total: 2 } });
    const done = await runUntilFinished(t, PLATFORM, `${BULK_UPDATES}/${created.json().id}`);
    expect(done).toMatchObject({ status: 'Completed', progress: { applied: 2 } });

    const bad = await upload(`id\n${a.id}\n${'x'.repeat(129)}\n${a.id}\n`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([
      { field: 'file.rows.3', message: JM.referenceTooLong },
      { field: 'file.rows.4', message: 'Duplicate of row 2' },
    ]);
    expect((await upload('id\n\n')).json().error.details).toEqual([{ field: 'file', message: JM.emptyFile }]);
    const binary = await t.requestAs(PLATFORM, {
      method: 'POST',
      url: `${BULK_UPDATES}/csv?actionType=Cancel&comment=c`,
      ...multipartFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])),
    });
    expect(binary.json().error.details).toEqual([{ field: 'file', message: JM.notCsv }]);
    const noFile = await t.requestAs(PLATFORM, {
      method: 'POST',
      url: `${BULK_UPDATES}/csv?actionType=Cancel&comment=c`,
      ...multipartFile('id\nA-1\n', 'x.csv', 'other'),
    });
    expect(noFile.json().error.details).toEqual([{ field: 'file', message: JM.fileRequired }]);
    const badQuery = await t.requestAs(PLATFORM, {
      method: 'POST',
      url: `${BULK_UPDATES}/csv?actionType=Decline&comment=c`,
      ...multipartFile('id\nA-1\n'),
    });
    expect(badQuery.json().error.details).toEqual([
      { field: 'querystring.declineReason', message: 'A decline reason is required' },
    ]);
  });

  it('lists the history newest first, filters by status, and cancels only unfinished jobs', async () => {
    const p = await addPayment(t, { status: 'Failed' });
    const queued = (
      await postJson(t, PLATFORM, BULK_UPDATES, {
        transactions: [p.id],
        actionType: 'Fail',
        comment: 'later',
      })
    ).json();
    // Cancel before the worker takes it: the item is skipped and never applied.
    const cancelled = await postJson(t, PLATFORM, `${BULK_UPDATES}/${queued.id}/cancel`, undefined);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'Cancelled',
      progress: { total: 1, done: 1, skipped: 1 },
    });
    await t.app.transactionJobsWorker.runOnce();
    expect((await readBack(t, p.tenantId, p.id)).audit).toHaveLength(0);
    const again = await postJson(t, PLATFORM, `${BULK_UPDATES}/${queued.id}/cancel`, undefined);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'JOB_NOT_CANCELLABLE', message: JM.notCancellable });

    const page = (await t.requestAs(PLATFORM, { url: `${BULK_UPDATES}?PageSize=2` })).json();
    expect(page.data[0].id).toBe(queued.id);
    expect(page.count).toBeGreaterThanOrEqual(2);
    const onlyCancelled = (await t.requestAs(PLATFORM, { url: `${BULK_UPDATES}?status=Cancelled` })).json();
    expect(onlyCancelled.data.map((j: { status: string }) => j.status)).toEqual(['Cancelled']);
    expect((await t.requestAs(PLATFORM, { url: `${BULK_UPDATES}?status=Nope` })).statusCode).toBe(400);
  });

  it('is the platform’s: tenant staff get 403, an unknown job 404', async () => {
    const tenant = await t.requestAs(DEMO_EMAILS.NORTHWIND_ADMIN, { url: BULK_UPDATES });
    expect(tenant.statusCode).toBe(403);
    const missing = await t.requestAs(PLATFORM, {
      url: `${BULK_UPDATES}/00000000-0000-4000-8000-000000000000`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('replays a create with the same Idempotency-Key, and refuses the key with another body', async () => {
    const p = await addPayment(t, { status: 'Failed' });
    const body = { transactions: [p.id], actionType: 'Fail', comment: 'once' };
    const headers = { 'idempotency-key': `bulk-${p.id}` };
    const first = await postJson(t, PLATFORM, BULK_UPDATES, body, headers);
    const second = await postJson(t, PLATFORM, BULK_UPDATES, body, headers);
    expect(second.json().id).toBe(first.json().id);
    const other = await postJson(t, PLATFORM, BULK_UPDATES, { ...body, comment: 'twice' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
