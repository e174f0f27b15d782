import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { createPostgresDatabase, dropDatabase } from '../../test/database-copies';
import { DEMO_EMAILS } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { addPayment, readBack } from '../transactions/actions/transaction-actions.test-support';
import { runBulkBatch } from './bulk-job-batch';
import { resolveJobRequester } from './job-requester';
import { transactionJobs } from './transaction-jobs.table';
import {
  buildAppWithoutJobWorker,
  CRM_JOBS,
  jobRow as jobRowOf,
  postJson,
} from './transaction-jobs.test-support';
import { createTransactionJobsWorker } from './transaction-jobs-worker';

/**
 * The promise: "killing the server mid-job and starting it again finishes the job without
 * applying any update twice". A real SIGKILL of a worker process, then the in-process failure points.
 *
 * @postgres-only Runs once, in the PostgreSQL pass (src/test/test-selection.ts): worker processes
 * sharing a server database, as in production; on PGlite each child process built its own database
 * from scratch (three times the time for the same guarantee).
 */

const here = path.dirname(new URL(import.meta.url).pathname);
const CHILD = path.join(here, 'restart-child.test-support.ts');

interface ChildRun {
  readonly child: ChildProcess;
  readonly lines: unknown[];
  readonly exited: Promise<number | null>;
}

function startChild(args: string[], env: Record<string, string>): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], {
    cwd: path.resolve(here, '../../..'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: unknown[] = [];
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) if (line.startsWith('@@')) lines.push(JSON.parse(line.slice(2)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

/** Waits for `check` to hold, at most `ms` (every wait in this file is bounded). */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function runToEnd(args: string[], env: Record<string, string>, ms: number) {
  const run = startChild(args, env);
  const timer = setTimeout(() => run.child.kill('SIGKILL'), ms);
  const code = await run.exited;
  clearTimeout(timer);
  expect(code, `child ${args.join(' ')} exit code`).toBe(0);
  return run.lines;
}

describe('a worker killed mid-job', () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const source = inject('testDatabase');
    if (source?.kind === 'postgres') {
      const name = await createPostgresDatabase(source.adminUrl, 'paydesk_restart', source.template);
      const url = new URL(source.adminUrl);
      url.pathname = `/${name}`;
      env = { DATABASE_URL: url.toString() };
      cleanup = () => dropDatabase(source.adminUrl, name);
    } else {
      // PGlite keeps its data directory across a SIGKILL (checked by this very test).
      const dir = await mkdtemp(path.join(tmpdir(), 'paydesk-restart-'));
      env = { DATA_DIR: path.join(dir, 'db'), DATABASE_URL: '' };
      cleanup = () => rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
  afterAll(() => cleanup?.());

  it('finishes after a restart, applying every item exactly once', async () => {
    const [setup] = (await runToEnd(['setup', '100'], env, 90_000)) as { jobId: string; ids: string[] }[];
    expect(setup?.ids).toHaveLength(100);

    const first = startChild(['work', '40'], env);
    const progress = () => first.lines as { done: number; total: number }[];
    try {
      await until(
        () => progress().some((p) => p.done > 0 && p.done < p.total),
        60_000,
        'the job to be part-way',
      );
    } finally {
      first.child.kill('SIGKILL');
    }
    await first.exited;
    const seenBeforeKill = Math.max(...progress().map((p) => p.done));
    expect(seenBeforeKill).toBeGreaterThan(0);
    expect(seenBeforeKill).toBeLessThan(100);

    const second = await runToEnd(['work', '0'], env, 90_000);
    expect(second.at(-1)).toMatchObject({ status: 'Completed', done: 100, total: 100 });

    const [report] = (await runToEnd(['verify', setup!.jobId], env, 60_000)) as {
      job: { applied: number; total: number; attempts: number };
      outcomes: string[];
      audit: Record<string, number>;
      captured: Record<string, number>;
      counted: Record<string, Record<string, number>>;
      rows: { status: string; capturedAmount: number; amount: number }[];
    }[];
    expect(report!.job).toMatchObject({ applied: 100, total: 100, attempts: 2 });
    expect(new Set(report!.outcomes)).toEqual(new Set(['Applied']));
    expect(Object.values(report!.audit)).toEqual(Array(100).fill(1));
    expect(Object.values(report!.captured)).toEqual(Array(100).fill(1));
    // The rollups count each payment once, as Captured: the capture moved it in the status-event log.
    expect(Object.values(report!.counted)).toEqual(Array(100).fill({ Captured: 1 }));
    for (const row of report!.rows)
      expect(row).toMatchObject({ status: 'Captured', capturedAmount: row.amount });
  }, 240_000);
});

describe('failure points inside one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildAppWithoutJobWorker();
  });
  afterAll(() => t.close());

  const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;
  const jobRow = (id: string) => jobRowOf(t, id);

  async function queueCaptures(count: number) {
    const payments = [];
    for (let i = 0; i < count; i += 1) payments.push(await addPayment(t, { status: 'Approved' }));
    const job = (
      await postJson(t, ADMIN, `${CRM_JOBS}/bulk-actions`, {
        action: 'capture',
        transactionIds: payments.map((p) => p.id),
      })
    ).json();
    return { payments, jobId: job.id as string };
  }

  it('a worker that dies between its actions and its commit leaves nothing applied, and the rerun applies once', async () => {
    const { payments, jobId } = await queueCaptures(3);
    const worker = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor, {
      leaseSeconds: 60,
    });
    // The job as this worker's claim leaves it; then one batch that dies before its commit: after
    // its first item's capture was answered, while recording it (the call stays on record, pending).
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ status: 'Running', lockedBy: worker.id, lockedUntil: sql`now() + interval '60 seconds'` })
        .where(eq(transactionJobs.id, jobId)),
    );
    const job = await jobRow(jobId);
    const requester = (await resolveJobRequester(t.app, job))!;
    const crash = runBulkBatch({
      db: t.database.db,
      job,
      workerId: worker.id,
      leaseSeconds: 60,
      requester,
      processor: t.app.transactionActions.processor,
      log: t.app.log,
      beforeCommit: () => Promise.reject(new Error('killed')),
    });
    await expect(crash).rejects.toThrow('killed');
    for (const p of payments) {
      const after = await readBack(t, p.tenantId, p.id);
      expect(after.row.status).toBe('Approved');
      expect(after.audit).toHaveLength(0);
    }
    expect(await jobRow(jobId)).toMatchObject({ applied: 0, status: 'Running' });

    // The lease runs out (the crashed worker never renews it); another worker takes the job over.
    await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx
        .update(transactionJobs)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(transactionJobs.id, jobId)),
    );
    const next = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor);
    for (let pass = 0; pass < 10 && (await jobRow(jobId)).status === 'Running'; pass += 1)
      await next.runOnce();
    expect(await jobRow(jobId)).toMatchObject({ status: 'Completed', applied: 3, attempts: 1 });
    for (const p of payments) {
      const after = await readBack(t, p.tenantId, p.id);
      expect(after.row.status).toBe('Captured');
      expect(after.audit).toHaveLength(1);
    }

    // The first worker wakes up: its lease is gone, so its batch does nothing.
    const late = await runBulkBatch({
      db: t.database.db,
      job,
      workerId: worker.id,
      leaseSeconds: 60,
      requester,
      processor: t.app.transactionActions.processor,
      log: t.app.log,
    });
    expect(late).toBe('lost');
    for (const p of payments) expect((await readBack(t, p.tenantId, p.id)).audit).toHaveLength(1);
    await next.stop();
  });

  it('a worker that holds a live lease keeps the job: another worker skips it', async () => {
    const { jobId } = await queueCaptures(1);
    const holder = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor, {
      batchesPerPass: 0,
    });
    await holder.runOnce();
    expect(await jobRow(jobId)).toMatchObject({ status: 'Running', lockedBy: holder.id, applied: 0 });
    const other = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor);
    await other.runOnce();
    expect(await jobRow(jobId)).toMatchObject({ lockedBy: holder.id, applied: 0 });
    // A clean stop hands the lease back at once.
    await holder.stop();
    expect(await jobRow(jobId)).toMatchObject({ lockedBy: null, lockedUntil: null });
    await other.runOnce();
    await other.runOnce();
    expect(await jobRow(jobId)).toMatchObject({ status: 'Completed', applied: 1 });
  });
});
