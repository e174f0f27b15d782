import multipart from '@fastify/multipart';
import {
  deleteFile,
  deleteTenantFile,
  downloadFile,
  downloadTenantFile,
  getFileDetails,
  getTenantFileDetails,
  uploadFile,
  uploadTenantFile,
} from '@paydesk/contracts/files/files.endpoints';
import type { FileDetails } from '@paydesk/contracts/files/files.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../infra/auth/actor';
import { tenants } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { type DataScope, narrowToTenant } from '../../infra/tenancy/data-scope';
import { requestScope } from '../../infra/tenancy/request-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { sendFileDownload } from './file-download-reply';
import { readUpload } from './file-upload';
import {
  deleteUnattachedFile,
  type FileOwner,
  findFileContent,
  findFileDetails,
  insertFile,
} from './files.repository';
import type { FilePurpose } from './files.table';
import { registerReportFileCalls } from './report-files';

/**
 * Spec §7 "Files": uploads (spec §5 limits and type rules), downloads, details and deletion. The
 * caller's own files on /fs/file...; platform staff work on one tenant's files on /fs/{tenantId}/file...
 */
export const filesModule: FastifyPluginAsync = async (app) => {
  // The multipart parser only where uploads are accepted; everywhere else multipart stays a 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart);

    registerEndpoint(uploads, uploadFile, async ({ request, actor, query }) => {
      const scope = await requestScope(request);
      return upload(request, scope, ownerOf(actor, scope), query.purpose);
    });

    registerEndpoint(uploads, uploadTenantFile, async ({ request, actor, params, query }) => {
      const scope = narrowToTenant(await requestScope(request), params.tenantId);
      await requireTenant(request, scope, params.tenantId);
      const owner = { tenantId: params.tenantId, merchantId: null, userId: actor.userId, email: actor.email };
      return upload(request, scope, owner, query.purpose);
    });
  });

  registerEndpoint(app, downloadFile, async ({ request, reply, params }) =>
    download(request, reply, await requestScope(request), params.id),
  );
  registerEndpoint(app, getFileDetails, async ({ request, params }) =>
    details(request, await requestScope(request), params.id),
  );
  registerEndpoint(app, deleteFile, async ({ request, params }) =>
    remove(request, await requestScope(request), params.fileId),
  );

  // The tenant-file family: the scope narrowed to the named tenant, so only its files are found.
  const tenantScope = async (request: FastifyRequest, tenantId: string) =>
    narrowToTenant(await requestScope(request), tenantId);
  registerEndpoint(app, downloadTenantFile, async ({ request, reply, params }) =>
    download(request, reply, await tenantScope(request, params.tenantId), params.id),
  );
  registerEndpoint(app, getTenantFileDetails, async ({ request, params }) =>
    details(request, await tenantScope(request, params.tenantId), params.id),
  );
  registerEndpoint(app, deleteTenantFile, async ({ request, params }) =>
    remove(request, await tenantScope(request, params.tenantId), params.id),
  );

  registerReportFileCalls(app);
};

/**
 * Whose file an upload on /fs/file becomes: a merchant user's merchant, tenant staff's tenant, and
 * for platform staff (who have no tenant) the tenant named by the tenantId header.
 */
function ownerOf(actor: Actor, scope: DataScope): FileOwner {
  const uploader = { userId: actor.userId, email: actor.email };
  if (actor.audience === 'customer') {
    return { ...uploader, tenantId: actor.tenantId ?? '', merchantId: actor.merchantId };
  }
  if (actor.audience === 'tenant') return { ...uploader, tenantId: actor.tenantId ?? '', merchantId: null };
  const [tenantId] = scope.tenantIds === 'all' ? [] : scope.tenantIds;
  if (!tenantId) {
    throw AppError.validation([
      {
        field: 'headers.tenantId',
        message: 'Platform staff upload into a tenant: send the tenantId header or use /fs/{tenantId}/file',
      },
    ]);
  }
  return { ...uploader, tenantId, merchantId: null };
}

async function upload(
  request: FastifyRequest,
  scope: DataScope,
  owner: FileOwner,
  purpose: FilePurpose,
): Promise<FileDetails> {
  // Read and check the bytes before the transaction opens: a slow upload holds no connection.
  const accepted = await readUpload(request, purpose);
  return withScope(request.server.database.db, scope, (tx) => insertFile(tx, owner, purpose, accepted));
}

async function requireTenant(request: FastifyRequest, scope: DataScope, tenantId: string): Promise<void> {
  const found = await withScope(request.server.database.db, scope, (tx) =>
    tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1),
  );
  if (found.length === 0) throw AppError.notFound('Tenant');
}

async function details(request: FastifyRequest, scope: DataScope, id: string): Promise<FileDetails> {
  const file = await withScope(request.server.database.db, scope, (tx) => findFileDetails(tx, scope, id));
  if (!file) throw AppError.notFound('File');
  return file;
}

async function remove(request: FastifyRequest, scope: DataScope, id: string) {
  await withScope(request.server.database.db, scope, (tx) => deleteUnattachedFile(tx, scope, id));
  return { deleted: true as const };
}

/** The stored file, sent as every download of the file service is (see sendFileDownload). */
async function download(request: FastifyRequest, reply: FastifyReply, scope: DataScope, id: string) {
  const file = await withScope(request.server.database.db, scope, (tx) => findFileContent(tx, scope, id));
  if (!file) throw AppError.notFound('File');
  return sendFileDownload(reply, file);
}
