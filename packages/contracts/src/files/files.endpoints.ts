import { z } from 'zod';
import type { Permission } from '../auth/permissions';
import { defineEndpoint } from '../http/endpoint';
import { text } from '../validation/text';
import { FileDetails, UploadQuery } from './files.schemas';

/**
 * Spec §7 "Files". Uploads are multipart with one field `file` (the body is not a JSON schema; the
 * server checks the size limits and the real type from the bytes, spec §5). A file belongs to the
 * tenant (and merchant) that uploaded it, and is visible only inside them; platform staff upload
 * for a tenant through /fs/{tenantId}/file. Downloads are attachments with nosniff.
 */
const FILE_USERS = [
  'Merchant.Support.Lookup',
  'CRM.Support.Lookup',
  'Platform.Support.Lookup',
  'viewMerchantPortalDocuments',
  'CRM.Onboarding.View',
] as const satisfies readonly [Permission, ...Permission[]];
const own = {
  audiences: ['customer', 'tenant', 'platform'],
  permissions: FILE_USERS,
  tags: ['files'],
} as const;
const platform = {
  audiences: ['platform'],
  permissions: ['Platform.Support.Lookup'],
  tags: ['files'],
} as const;
const FileParams = z.object({ id: z.uuid() });
const Download = z.unknown().describe('The file, as an attachment');
const Deleted = z.object({ deleted: z.literal(true) });

export const uploadFile = defineEndpoint({
  ...own,
  id: 'files.upload',
  method: 'POST',
  path: '/fs/file',
  summary: "Uploads one file (multipart field `file`) into the caller's own tenant and merchant",
  query: UploadQuery,
  response: FileDetails,
});

export const downloadFile = defineEndpoint({
  ...own,
  id: 'files.download',
  method: 'GET',
  path: '/fs/file/{id}',
  summary: "Downloads a file of the caller's scope",
  params: FileParams,
  response: Download,
  responseKind: 'blob',
});

export const getFileDetails = defineEndpoint({
  ...own,
  id: 'files.details',
  method: 'GET',
  path: '/fs/file/{id}/details',
  summary: 'Name, type, size and owner of a file',
  params: FileParams,
  response: FileDetails,
});

export const deleteFile = defineEndpoint({
  ...own,
  id: 'files.delete',
  method: 'DELETE',
  path: '/fs/file/{fileId}',
  summary: 'Deletes an uploaded file that no ticket references yet (409 once attached)',
  params: z.object({ fileId: z.uuid() }),
  response: Deleted,
});

const TenantFileParams = z.object({ tenantId: z.uuid(), id: z.uuid() });

export const uploadTenantFile = defineEndpoint({
  ...platform,
  id: 'files.uploadForTenant',
  method: 'POST',
  path: '/fs/{tenantId}/file',
  summary: 'Platform staff upload a file into a tenant (for a platform ticket with that tenant)',
  params: z.object({ tenantId: z.uuid() }),
  query: UploadQuery,
  response: FileDetails,
});

export const downloadTenantFile = defineEndpoint({
  ...platform,
  id: 'files.downloadForTenant',
  method: 'GET',
  path: '/fs/{tenantId}/file/{id}',
  summary: "Downloads one of a tenant's files",
  params: TenantFileParams,
  response: Download,
  responseKind: 'blob',
});

export const getTenantFileDetails = defineEndpoint({
  ...platform,
  id: 'files.detailsForTenant',
  method: 'GET',
  path: '/fs/{tenantId}/file/{id}/details',
  summary: "Details of one of a tenant's files",
  params: TenantFileParams,
  response: FileDetails,
});

export const deleteTenantFile = defineEndpoint({
  ...platform,
  id: 'files.deleteForTenant',
  method: 'DELETE',
  path: '/fs/{tenantId}/file/{id}',
  summary: "Deletes one of a tenant's unattached files",
  params: TenantFileParams,
  response: Deleted,
});

/**
 * Report files (spec §7 "Notifications": a ReportGenerated notification's objectUrl names one or
 * more generated CSV files, downloaded through the file service). A report file belongs to the
 * tenant, and merchant, it was made for; the caller must be inside them (404 otherwise).
 */
const reportReaders = {
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  tags: ['files'],
} as const;
const ReportFileName = text(255)
  .min(1)
  .regex(/^[\w .()-]+$/, 'A file name: letters, digits, spaces, . _ - ( ) only');

export const downloadReportFile = defineEndpoint({
  ...reportReaders,
  id: 'files.reportByName',
  method: 'GET',
  path: '/fs/transaction-daily-report-csv/file/{name}',
  summary: 'Downloads a generated report file (CSV) by its name',
  params: z.object({ name: ReportFileName }),
  response: Download,
  responseKind: 'blob',
});

export const downloadCrmReportFile = defineEndpoint({
  ...reportReaders,
  id: 'files.crmReportByName',
  method: 'GET',
  path: 'api/crm/files/',
  summary: 'Downloads a generated report file by its name (?fileName=)',
  query: z.object({ fileName: ReportFileName }),
  response: Download,
  responseKind: 'blob',
});
