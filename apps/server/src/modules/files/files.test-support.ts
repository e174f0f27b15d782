import { createHash } from 'node:crypto';
import { TINY_PNG } from '@paydesk/contracts/files/testing/byte-samples';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import { demoId } from '../../seed/demo-ids';
import type { ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import type { TestApp } from '../../test/test-app';
import { files } from './files.table';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export async function multipartBody(
  fileName: string,
  type: string,
  bytes: Uint8Array,
  field = 'file',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://paydesk.test/upload', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** POSTs one file to `url` as `email`. */
export async function uploadAs(
  t: TestApp,
  email: string,
  url: string,
  file: { name: string; type?: string; bytes: Uint8Array; field?: string },
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(file.name, file.type ?? '', file.bytes, file.field);
  return t.requestAs(email, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, 'content-type': body.contentType },
  });
}

// --- The endpoint walk's rules for files (src/endpoints.test.ts spreads them in) ------------------

/** Files of a tenant and of a merchant that other callers must not reach (the walk's database only). */
export const WALK_FILES = {
  northwind: demoId('walk:file:northwind'),
  blueHarbor: demoId('walk:file:blueharbor'),
  harbourCoffee: demoId('walk:file:harbour-coffee'),
} as const;

export async function addFilesWalkData(db: Database): Promise<void> {
  const file = (id: string, tenantId: string, merchantId: string | null) => ({
    tenantId,
    id,
    merchantId,
    fileName: 'walk.png',
    contentType: 'image/png',
    size: TINY_PNG.length,
    sha256: createHash('sha256').update(TINY_PNG).digest('hex'),
    content: TINY_PNG,
    purpose: 'ticket' as const,
    uploadedBy: demoUser('platform.admin@paydesk.test').id,
    uploadedByEmail: 'platform.admin@paydesk.test',
  });
  await withScope(db, SYSTEM_SCOPE, (tx) =>
    tx
      .insert(files)
      .values([
        file(WALK_FILES.northwind, NORTHWIND.id, null),
        file(WALK_FILES.blueHarbor, BLUE_HARBOR.id, null),
        file(WALK_FILES.harbourCoffee, NORTHWIND.id, demoMerchant('harbour-coffee').id),
      ]),
  );
}

/**
 * A file the caller may not see: for a merchant user another merchant's file of its own tenant
 * (or, in Blue Harbor, a Northwind file); for tenant staff the other tenant's. Platform staff see
 * every tenant, so the walk checks nothing foreign for them (files-access.test.ts does the
 * tenant-file family's "the tenant must own it").
 */
function foreignFile(caller: WalkUser): string {
  if (caller.tenantId === NORTHWIND.id) {
    return caller.audience === 'customer' ? WALK_FILES.harbourCoffee : WALK_FILES.blueHarbor;
  }
  return WALK_FILES.northwind;
}

const fileRule: ForeignIdRule = { kind: 'tenant-owned', foreignId: foreignFile };

export const FILES_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  'files.download.id': fileRule,
  'files.details.id': fileRule,
  'files.delete.fileId': fileRule,
  'files.downloadForTenant.id': fileRule,
  'files.detailsForTenant.id': fileRule,
  'files.deleteForTenant.id': fileRule,
};
