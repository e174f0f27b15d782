import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { NORTHWIND } from '../../seed/demo-data';
import { openTestDatabase } from '../../test/test-database';
import { createTestVerifier } from '../../test/test-tokens';
import { mailOutbox } from './mail.table';
import { mailDelivery } from './mail-delivery';
import { queueMail } from './mail-outbox';
import { type SmtpSink, startSmtpSink } from './smtp-sink.test-support';

/** The server with SMTP_URL pointing at a local sink: its dispatcher delivers what is queued. */
let sink: SmtpSink;
let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  sink = await startSmtpSink();
  database = await openTestDatabase();
  const config = {
    ...loadConfig({ SMTP_URL: sink.url }),
    dataDir: 'memory://',
    seedDemo: false,
    logLevel: 'silent',
  };
  app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await sink.close();
});

async function queue(to: string, subject: string, tenantId: string | null = null): Promise<void> {
  await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    queueMail(tx, { to, subject, bodyText: `Hello ${to}`, tenantId }),
  );
}

async function rowOf(to: string) {
  const [row] = await withScope(database.db, SYSTEM_SCOPE, (tx) =>
    tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)),
  );
  return row;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the mail dispatcher (SMTP_URL set)', () => {
  it('queues mail and delivers it within seconds, marking it Sent', async () => {
    expect(mailDelivery()).toBe('smtp');
    await queue('platform.reader@paydesk.test', 'Platform news');
    expect((await rowOf('platform.reader@paydesk.test'))?.status).toMatch(/Queued|Sent/);
    await waitFor(async () => (await rowOf('platform.reader@paydesk.test'))?.status === 'Sent');
    const row = await rowOf('platform.reader@paydesk.test');
    expect(row).toMatchObject({ status: 'Sent', attempts: 1, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const mail = sink.received.find((m) => m.to.includes('platform.reader@paydesk.test'));
    // Mail that names no tenant comes from MAIL_FROM.
    expect(mail?.from).toBe('no-reply@paydesk.test');
    expect(mail?.raw).toMatch(/^From: Paydesk <no-reply@paydesk\.test>$/m);
    expect(mail?.raw).toMatch(/^Subject: Platform news$/m);
    expect(mail?.raw).toContain('Hello platform.reader@paydesk.test');
  });

  it("sends a tenant's mail from the tenant's sender address", async () => {
    await queue('customer@acme.test', 'About your ticket', NORTHWIND.id);
    await waitFor(async () => (await rowOf('customer@acme.test'))?.status === 'Sent');
    const mail = sink.received.find((m) => m.to.includes('customer@acme.test'));
    expect(mail?.from).toBe('no-reply@northwind.test');
    expect(mail?.raw).toMatch(/^From: Northwind.* <no-reply@northwind\.test>$/m);
  });
});
