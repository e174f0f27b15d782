import { createHash, randomUUID } from 'node:crypto';
import { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { TINY_PDF, TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_SCOPE, scopeForActor, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { TEST_USERS } from '../../test/fixtures';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { attachFiles } from './files.repository';
import { files } from './files.table';
import { uploadAs } from './files.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ACME = 'merchant.admin@acme.test';
const SANDBOX = 'merchant.sandbox@sandbox.test';
const NORTHWIND_ADMIN = 'tenant.admin@northwind.test';
const AGENT = 'tenant.agent@northwind.test';
const BLUE_HARBOR_ADMIN = 'tenant.admin@blueharbor.test';
const PLATFORM = 'platform.admin@paydesk.test';

async function upload(
  email: string,
  name = 'scan.png',
  url = '/api/fs/file',
  headers = {},
): Promise<FileDetails> {
  const bytes = name.endsWith('.pdf') ? TINY_PDF : TINY_PNG;
  const response = await uploadAs(t, email, url, { name, bytes }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return FileDetails.parse(response.json());
}

const get = (email: string, url: string) => t.requestAs(email, { url });
const del = (email: string, url: string) => t.requestAs(email, { method: 'DELETE', url });

/** Marks a file attached as the tickets module does, in the uploader's own scope. */
async function attach(email: string, fileId: string): Promise<void> {
  const user = await t.app.auth.actors.resolve(await verified(email), undefined);
  if (!user) throw new Error(`no actor ${email}`);
  const scope = scopeForActor(user);
  await withScope(t.database.db, scope, (tx) => attachFiles(tx, scope, [fileId]));
}

async function verified(email: string) {
  const token = await t.tokenFor(email);
  return t.app.auth.verifier.verify(token);
}

describe('GET /fs/file/{id} (download)', () => {
  it('answers the bytes as an attachment with the stored type, nosniff and private caching', async () => {
    const file = await upload(ACME, 'contract.pdf');
    const response = await get(ACME, `/api/fs/file/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toMatch(/private/);
    expect(response.rawPayload.equals(Buffer.from(TINY_PDF))).toBe(true);
  });

  it('names the file in an RFC 6266 header: an ASCII fallback and the exact name in filename*', async () => {
    const file = await upload(ACME, 'Rapport été (1);x.png');
    const response = await get(ACME, `/api/fs/file/${file.id}`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rapport _t_ (1);x.png"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9%20%281%29%3Bx.png`,
    );
  });
});

describe('who sees a file', () => {
  it("a merchant's file: its merchant and its tenant's staff, not another merchant or tenant", async () => {
    const file = await upload(ACME);
    for (const email of [ACME, NORTHWIND_ADMIN, AGENT, PLATFORM]) {
      expect((await get(email, `/api/fs/file/${file.id}/details`)).statusCode, email).toBe(200);
    }
    for (const email of [SANDBOX, BLUE_HARBOR_ADMIN, TEST_USERS.foreignMerchant]) {
      for (const url of [`/api/fs/file/${file.id}`, `/api/fs/file/${file.id}/details`]) {
        const response = await get(email, url);
        expect(response.statusCode, `${email} ${url}`).toBe(404);
        expect(response.json().error.message).toBe('File not found');
      }
      expect((await del(email, `/api/fs/file/${file.id}`)).statusCode, email).toBe(404);
    }
    // Still there after the refused deletes.
    expect((await get(ACME, `/api/fs/file/${file.id}/details`)).statusCode).toBe(200);
  });

  it("a tenant's own file: its staff (whatever their customer limits), not its merchants", async () => {
    const file = await upload(NORTHWIND_ADMIN);
    expect((await get(AGENT, `/api/fs/file/${file.id}/details`)).statusCode).toBe(200);
    expect((await get(ACME, `/api/fs/file/${file.id}/details`)).statusCode).toBe(404);
    expect((await get(BLUE_HARBOR_ADMIN, `/api/fs/file/${file.id}`)).statusCode).toBe(404);
  });

  it("customer limits: a limited agent sees the tenant's own files and its allowed merchants' only", async () => {
    // The agent is limited to acme and sandbox-labs; the limited test user to no merchant at all.
    const tenantFile = await upload(PLATFORM, 'x.png', `/api/fs/${NORTHWIND.id}/file`);
    const sandboxFile = await upload(SANDBOX);
    const harbourFile = await insertMerchantFile('harbour-coffee');
    expect((await get(AGENT, `/api/fs/file/${tenantFile.id}/details`)).statusCode).toBe(200);
    expect((await get(AGENT, `/api/fs/file/${sandboxFile.id}/details`)).statusCode).toBe(200);
    expect((await get(AGENT, `/api/fs/file/${harbourFile}/details`)).statusCode).toBe(404);
    expect((await get(AGENT, `/api/fs/file/${harbourFile}`)).statusCode).toBe(404);
    expect((await get(NORTHWIND_ADMIN, `/api/fs/file/${harbourFile}/details`)).statusCode).toBe(200);
    expect((await get(TEST_USERS.limited, `/api/fs/file/${sandboxFile.id}/details`)).statusCode).toBe(404);
    expect((await get(TEST_USERS.limited, `/api/fs/file/${tenantFile.id}/details`)).statusCode).toBe(200);
  });
});

/** A file of a merchant that has no demo user, written straight into the table. */
async function insertMerchantFile(merchantKey: string): Promise<string> {
  const merchant = demoMerchant(merchantKey);
  const id = randomUUID();
  await withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx.insert(files).values({
      tenantId: NORTHWIND.id,
      id,
      merchantId: merchant.id,
      fileName: 'beans.png',
      contentType: 'image/png',
      size: TINY_PNG.length,
      sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
      content: TINY_PNG,
      purpose: 'ticket',
      uploadedBy: demoUser('tenant.admin@northwind.test').id,
      uploadedByEmail: 'tenant.admin@northwind.test',
    }),
  );
  return id;
}

describe('DELETE /fs/file/{fileId}', () => {
  it('deletes an unattached file of the scope', async () => {
    const file = await upload(ACME);
    const response = await del(ACME, `/api/fs/file/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });
    expect((await get(ACME, `/api/fs/file/${file.id}/details`)).statusCode).toBe(404);
  });

  it('refuses once a ticket references the file (409), and the file stays', async () => {
    const file = await upload(ACME);
    await attach(ACME, file.id);
    const response = await del(ACME, `/api/fs/file/${file.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'FILE_ATTACHED',
      message: 'The file is attached to a ticket and cannot be deleted',
    });
    const details = await get(ACME, `/api/fs/file/${file.id}/details`);
    expect(details.json().isAttached).toBe(true);
  });
});

describe('attachFiles (for the tickets module)', () => {
  it('marks every file and answers their details in the order asked', async () => {
    const [a, b] = [await upload(ACME, 'a.png'), await upload(ACME, 'b.pdf')];
    const scope = tenantOnlyScope(NORTHWIND.id);
    const attached = await withScope(t.database.db, scope, (tx) => attachFiles(tx, scope, [b.id, a.id]));
    expect(attached.map((f) => [f.fileName, f.isAttached])).toEqual([
      ['b.pdf', true],
      ['a.png', true],
    ]);
  });

  it("refuses with 404 'File not found' when any id is out of scope, marking none", async () => {
    const own = await upload(ACME);
    const foreign = await upload(BLUE_HARBOR_ADMIN);
    const user = await t.app.auth.actors.resolve(await verified(ACME), undefined);
    const scope = scopeForActor(user!);
    for (const ids of [
      [own.id, foreign.id],
      [own.id, 'not-a-uuid'],
    ]) {
      await expect(
        withScope(t.database.db, scope, (tx) => attachFiles(tx, scope, ids)),
      ).rejects.toMatchObject({ status: 404, message: 'File not found' });
    }
    expect((await get(ACME, `/api/fs/file/${own.id}/details`)).json().isAttached).toBe(false);
  });
});

describe('platform staff and tenant files', () => {
  it('upload into a tenant through /fs/{tenantId}/file, or /fs/file with the tenantId header', async () => {
    const viaPath = await upload(PLATFORM, 'p.png', `/api/fs/${BLUE_HARBOR.id}/file`);
    expect(viaPath).toMatchObject({ tenantId: BLUE_HARBOR.id, merchantId: null, createdBy: PLATFORM });
    const viaHeader = await upload(PLATFORM, 'h.png', '/api/fs/file', { tenantId: BLUE_HARBOR.id });
    expect(viaHeader.tenantId).toBe(BLUE_HARBOR.id);
    expect((await get(BLUE_HARBOR_ADMIN, `/api/fs/file/${viaPath.id}/details`)).statusCode).toBe(200);
    expect((await get(NORTHWIND_ADMIN, `/api/fs/file/${viaPath.id}/details`)).statusCode).toBe(404);
  });

  it('cannot upload on /fs/file without naming a tenant', async () => {
    const response = await uploadAs(t, PLATFORM, '/api/fs/file', { name: 'a.png', bytes: TINY_PNG });
    expect(response.statusCode).toBe(400);
  });

  it('404 for an unknown tenant', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const response = await uploadAs(t, PLATFORM, `/api/fs/${unknown}/file`, {
      name: 'a.png',
      bytes: TINY_PNG,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Tenant not found');
  });

  it('work on a file only through the tenant that owns it', async () => {
    const file = await upload(ACME, 'm.pdf');
    const own = `/api/fs/${NORTHWIND.id}/file/${file.id}`;
    const other = `/api/fs/${BLUE_HARBOR.id}/file/${file.id}`;
    expect((await get(PLATFORM, `${own}/details`)).json()).toMatchObject({
      id: file.id,
      merchantId: demoMerchant('acme').id,
    });
    const download = await get(PLATFORM, own);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await get(PLATFORM, `${other}/details`)).statusCode).toBe(404);
    expect((await get(PLATFORM, other)).statusCode).toBe(404);
    expect((await del(PLATFORM, other)).statusCode).toBe(404);
    // Every tenant's files on the plain path too.
    expect((await get(PLATFORM, `/api/fs/file/${file.id}/details`)).statusCode).toBe(200);
    expect((await del(PLATFORM, own)).statusCode).toBe(200);
    expect((await get(ACME, `/api/fs/file/${file.id}/details`)).statusCode).toBe(404);
  });

  it('the tenant-file family is for platform staff only', async () => {
    const file = await upload(NORTHWIND_ADMIN);
    expect((await get(NORTHWIND_ADMIN, `/api/fs/${NORTHWIND.id}/file/${file.id}`)).statusCode).toBe(403);
  });

  it('delete an attached tenant file: 409', async () => {
    const file = await upload(PLATFORM, 'x.png', `/api/fs/${NORTHWIND.id}/file`);
    const scope = tenantOnlyScope(NORTHWIND.id);
    await withScope(t.database.db, scope, (tx) => attachFiles(tx, scope, [file.id]));
    expect((await del(PLATFORM, `/api/fs/${NORTHWIND.id}/file/${file.id}`)).statusCode).toBe(409);
  });
});
