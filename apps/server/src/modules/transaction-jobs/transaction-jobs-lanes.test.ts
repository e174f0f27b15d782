import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_EMAILS } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { addPayment } from '../transactions/actions/transaction-actions.test-support';
import { buildAppWithoutJobWorker, CRM_JOBS, postJson } from './transaction-jobs.test-support';
import { createTransactionJobsWorker } from './transaction-jobs-worker';

/**
 * Exports run in their own lane: an export that takes long (held here at its start) neither delays
 * a bulk job queued after it nor lets a second export start in the same process.
 */

const gate = vi.hoisted(() => {
  let open: () => void = () => undefined;
  const state = {
    entered: 0,
    opened: new Promise<void>((resolve) => {
      open = resolve;
    }),
    open: () => open(),
  };
  return state;
});
vi.mock('./export-job-run', async (importOriginal) => {
  const real = await importOriginal<typeof import('./export-job-run')>();
  return {
    ...real,
    runExport: async (...args: Parameters<typeof real.runExport>) => {
      gate.entered += 1;
      await gate.opened;
      return real.runExport(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // This test drives a worker of its own, with a short interval.
  t = await buildAppWithoutJobWorker();
});
afterAll(() => t.close());

const ADMIN = DEMO_EMAILS.NORTHWIND_ADMIN;

/** Waits for `check` to hold, at most `ms` (every wait here is bounded). */
async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const statusOf = async (url: string) => (await t.requestAs(ADMIN, { url })).json().status as string;

describe('worker lanes', () => {
  it('runs a bulk job queued after an export while the export is still running, one export at a time', async () => {
    await addPayment(t, { amount: 779_001 });
    const first = (await postJson(t, ADMIN, `${CRM_JOBS}/exports`, { amountFrom: 779_000 })).json();
    const second = (await postJson(t, ADMIN, `${CRM_JOBS}/exports`, { amountFrom: 779_500 })).json();
    const payment = await addPayment(t, { status: 'Approved' });
    const bulk = (
      await postJson(t, ADMIN, `${CRM_JOBS}/bulk-actions`, {
        action: 'capture',
        transactionIds: [payment.id],
      })
    ).json();

    const worker = createTransactionJobsWorker(t.app, () => t.app.transactionActions.processor, {
      intervalMs: 20,
    });
    worker.start();
    try {
      await until(() => gate.entered === 1, 10_000, 'the first export to start');
      await until(
        async () => (await statusOf(`${CRM_JOBS}/bulk-actions/${bulk.id}`)) === 'Completed',
        10_000,
        'the bulk action to finish beside the export',
      );
      expect(await statusOf(`${CRM_JOBS}/exports/${first.id}`)).toBe('Running');
      // The export lane is busy: the second export waits its turn.
      expect(await statusOf(`${CRM_JOBS}/exports/${second.id}`)).toBe('Queued');
      expect(gate.entered).toBe(1);

      gate.open();
      await until(
        async () => (await statusOf(`${CRM_JOBS}/exports/${second.id}`)) === 'Completed',
        20_000,
        'both exports to finish',
      );
      expect(await statusOf(`${CRM_JOBS}/exports/${first.id}`)).toBe('Completed');
      expect(gate.entered).toBe(2);
    } finally {
      gate.open();
      await worker.stop();
    }
  }, 40_000);
});
