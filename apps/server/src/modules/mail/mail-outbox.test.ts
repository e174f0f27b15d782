import { OutboxMail } from '@paydesk/contracts/support/support.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, NORTHWIND } from '../../seed/demo-data';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { mailOutbox } from './mail.table';
import { queueMail } from './mail-outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PLATFORM = 'platform.admin@paydesk.test';
const URL = '/api/support/mail-outbox';

async function queue(
  to: string,
  subject: string,
  tenantId: string | null = null,
  readableByPlatform = true,
): Promise<void> {
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    queueMail(tx, { to, subject, bodyText: `Body of ${subject}`, tenantId, readableByPlatform }),
  );
}

async function outbox(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await t.requestAs(PLATFORM, { url: URL, query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; data: OutboxMail[] };
}

describe('queueMail without SMTP_URL', () => {
  it('keeps the mail in the outbox (Kept), with its tenant', async () => {
    await queue('kept@northwind.test', 'Kept mail', NORTHWIND.id);
    const [row] = await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kept@northwind.test')),
    );
    expect(row).toMatchObject({
      status: 'Kept',
      tenantId: NORTHWIND.id,
      attempts: 0,
      sentAt: null,
      error: null,
    });
  });

  it('is part of the caller’s transaction: a rolled back change leaves no mail', async () => {
    await expect(
      withScope(t.database.db, SYSTEM_SCOPE, async (tx) => {
        await queueMail(tx, { to: 'never@northwind.test', subject: 'Never', bodyText: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await outbox({ searchKey: 'never@' })).count).toBe(0);
  });
});

describe('GET /support/mail-outbox', () => {
  beforeAll(async () => {
    for (const [i, subject] of ['First', 'Second', 'Third 50% off', 'Fourth'].entries()) {
      await queue(`reader${i}@outbox.test`, subject, i % 2 === 0 ? NORTHWIND.id : BLUE_HARBOR.id);
    }
  });

  it('lists newest first, in pages, with the count', async () => {
    const all = await outbox({ searchKey: '@outbox.test' });
    expect(all.count).toBe(4);
    expect(all.data.map((m) => m.subject)).toEqual(['Fourth', 'Third 50% off', 'Second', 'First']);
    expect(all.data.every((m) => OutboxMail.safeParse(m).success)).toBe(true);
    expect(all.data[0]).toMatchObject({
      to: 'reader3@outbox.test',
      bodyText: 'Body of Fourth',
      status: 'Kept',
      sentOn: null,
    });
    const page = await outbox({ searchKey: '@outbox.test', pageIndex: '1', pageSize: '3' });
    expect(page).toMatchObject({ count: 4 });
    expect(page.data.map((m) => m.subject)).toEqual(['First']);
  });

  it('searches recipient and subject, case-insensitively, wildcards taken literally', async () => {
    expect((await outbox({ searchKey: 'READER1@' })).data.map((m) => m.subject)).toEqual(['Second']);
    expect((await outbox({ searchKey: 'third' })).data.map((m) => m.to)).toEqual(['reader2@outbox.test']);
    expect((await outbox({ searchKey: '50%' })).count).toBe(1);
    expect((await outbox({ searchKey: '5_%' })).count).toBe(0);
  });

  it("shows one tenant's mail when the platform acts for it (tenantId header)", async () => {
    const narrowed = await outbox({ searchKey: '@outbox.test' }, { tenantId: BLUE_HARBOR.id });
    expect(narrowed.data.map((m) => m.subject)).toEqual(['Fourth', 'Second']);
  });

  it('withholds the subject and body of confidential mail, and finds it by recipient only', async () => {
    await queue('merchant@confidential.test', 'Reset your password', NORTHWIND.id, false);
    const found = await outbox({ searchKey: 'merchant@confidential.test' });
    expect(found.data).toEqual([
      expect.objectContaining({
        to: 'merchant@confidential.test',
        isConfidential: true,
        subject: null,
        bodyText: null,
      }),
    ]);
    expect((await outbox({ searchKey: 'Reset your password' })).count).toBe(0);
  });

  it('is for platform staff only', async () => {
    const response = await t.requestAs('tenant.admin@northwind.test', { url: URL });
    expect(response.statusCode).toBe(403);
  });
});
