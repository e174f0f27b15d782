import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../infra/db/database';
import { tenants } from '../../infra/db/schema';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR } from '../../seed/demo-data';
import { openTestDatabase } from '../../test/test-database';
import { mailOutbox } from './mail.table';
import { setMailDelivery } from './mail-delivery';
import { createMailDispatcher, MAX_ATTEMPTS, type MailDispatcher } from './mail-dispatcher';
import { queueMail } from './mail-outbox';
import { type SmtpSink, startSmtpSink } from './smtp-sink.test-support';

/** The dispatcher alone, on a database of its own: each round is run by hand. */
let sink: SmtpSink;
let database: DatabaseHandle;
let dispatcher: MailDispatcher;
const RETRY_DELAY_MS = 60_000;
beforeAll(async () => {
  sink = await startSmtpSink();
  database = await openTestDatabase();
  setMailDelivery('smtp');
  dispatcher = createMailDispatcher({
    db: database.db,
    transport: nodemailer.createTransport({ url: sink.url }),
    mailFrom: 'Paydesk <no-reply@paydesk.test>',
    batchSize: 2,
    retryDelayMs: RETRY_DELAY_MS,
  });
});
afterAll(async () => {
  setMailDelivery('keep');
  await database.close();
  await sink.close();
});

const inSystem = <T>(fn: Parameters<typeof withScope<T>>[2]) => withScope(database.db, SYSTEM_SCOPE, fn);

async function rowOf(to: string) {
  const [row] = await inSystem((tx) => tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)));
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

describe('createMailDispatcher', () => {
  it('sends a bounded batch per round, oldest first', async () => {
    for (const n of [1, 2, 3]) {
      await inSystem((tx) =>
        queueMail(tx, { to: `batch${n}@paydesk.test`, subject: `Batch ${n}`, bodyText: 'x' }),
      );
    }
    expect(await dispatcher.runOnce()).toBe(2);
    expect((await rowOf('batch3@paydesk.test')).status).toBe('Queued');
    expect(await dispatcher.runOnce()).toBe(1);
    expect(await dispatcher.runOnce()).toBe(0);
    for (const n of [1, 2, 3]) expect((await rowOf(`batch${n}@paydesk.test`)).status).toBe('Sent');
  });

  it('retries a refused mail with a doubling delay, then marks it Failed with the error', async () => {
    await inSystem((tx) =>
      queueMail(tx, { to: 'bounce@nowhere.test', subject: 'Undeliverable', bodyText: 'x' }),
    );
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const before = Date.now();
      expect(await dispatcher.runOnce()).toBe(1);
      const row = await rowOf('bounce@nowhere.test');
      expect(row.attempts).toBe(attempt);
      expect(row.error).toMatch(/550|No such user/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('Queued');
        const delay = row.nextAttemptAt.getTime() - before;
        expect(delay).toBeGreaterThanOrEqual(RETRY_DELAY_MS * 2 ** (attempt - 1) - 1000);
        expect(delay).toBeLessThan(RETRY_DELAY_MS * 2 ** (attempt - 1) + 5000);
        // Not due yet: the next round leaves it alone.
        expect(await dispatcher.runOnce()).toBe(0);
        await inSystem((tx) =>
          tx
            .update(mailOutbox)
            .set({ nextAttemptAt: new Date(0) })
            .where(eq(mailOutbox.id, row.id)),
        );
      } else {
        expect(row.status).toBe('Failed');
      }
    }
    expect(await dispatcher.runOnce()).toBe(0);
    expect(sink.received.some((m) => m.to.includes('bounce@nowhere.test'))).toBe(false);
  });

  it('falls back to MAIL_FROM for a tenant without a sender address', async () => {
    await inSystem((tx) =>
      tx.update(tenants).set({ emailSenderAddress: null }).where(eq(tenants.id, BLUE_HARBOR.id)),
    );
    await inSystem((tx) =>
      queueMail(tx, {
        to: 'plain@blueharbor.test',
        subject: 'Plain',
        bodyText: 'x',
        tenantId: BLUE_HARBOR.id,
      }),
    );
    await dispatcher.runOnce();
    expect(sink.received.find((m) => m.to.includes('plain@blueharbor.test'))?.from).toBe(
      'no-reply@paydesk.test',
    );
  });

  it('start() delivers on its interval until stop()', async () => {
    await inSystem((tx) => queueMail(tx, { to: 'last@paydesk.test', subject: 'Last', bodyText: 'x' }));
    const timed = createMailDispatcher({
      db: database.db,
      transport: nodemailer.createTransport({ url: sink.url }),
      mailFrom: 'Paydesk <no-reply@paydesk.test>',
      intervalMs: 20,
    });
    timed.start();
    const until = Date.now() + 5000;
    while ((await rowOf('last@paydesk.test')).status !== 'Sent' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await timed.stop();
    expect((await rowOf('last@paydesk.test')).status).toBe('Sent');
  });
});
