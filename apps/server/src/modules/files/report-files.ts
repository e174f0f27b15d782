import { createHash, randomUUID } from 'node:crypto';
import { downloadCrmReportFile, downloadReportFile } from '@paydesk/contracts/files/files.endpoints';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../infra/errors/app-error';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import type { DataScope } from '../../infra/tenancy/data-scope';
import { withRequestScope } from '../../infra/tenancy/request-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { sendFileDownload } from './file-download-reply';
import { visibleFilesCondition } from './file-scope';
import { files } from './files.table';

/**
 * Generated report files (spec §7 "Notifications": a ReportGenerated notification's objectUrl names
 * one or more CSV files, which the portal downloads by name). A report belongs to the tenant, and
 * merchant, it was made for; it is found by name inside the caller's scope, the newest if a report
 * of the same name was made again.
 */

export const REPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

export interface NewReportFile {
  readonly tenantId: string;
  /** The merchant the report is about; null for a tenant-wide report. */
  readonly merchantId: string | null;
  readonly fileName: string;
  readonly content: string | Uint8Array;
  /** Who asked for it (the user the report configuration belongs to); a scheduled job: its name. */
  readonly createdBy: { readonly userId: string; readonly email: string } | { readonly job: string };
  /**
   * The file holds every payment method and provider of its merchant (a transactions daily file):
   * users limited to some methods or providers are not given it (findReportFile).
   */
  readonly wholeMerchant?: boolean;
}

/** Stores a generated report file in the caller's transaction; answers its id. */
export async function storeReportFile(tx: ScopedTx, report: NewReportFile): Promise<string> {
  const content =
    typeof report.content === 'string' ? Buffer.from(report.content, 'utf8') : Buffer.from(report.content);
  const id = randomUUID();
  await tx.insert(files).values({
    tenantId: report.tenantId,
    id,
    merchantId: report.merchantId,
    fileName: report.fileName,
    contentType: REPORT_CONTENT_TYPE,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    purpose: 'report',
    uploadedBy: 'job' in report.createdBy ? null : report.createdBy.userId,
    uploadedByEmail: 'job' in report.createdBy ? report.createdBy.job : report.createdBy.email,
    wholeMerchant: report.wholeMerchant ?? false,
  });
  return id;
}

/** The newest report file of that name the scope may see, with its bytes. */
export async function findReportFile(
  tx: ScopedTx,
  scope: DataScope,
  fileName: string,
): Promise<{ fileName: string; contentType: string; content: Uint8Array } | null> {
  const [row] = await tx
    .select({ fileName: files.fileName, contentType: files.contentType, content: files.content })
    .from(files)
    .where(
      and(
        eq(files.purpose, 'report'),
        eq(files.fileName, fileName),
        visibleFilesCondition(scope),
        limitedToSomeRows(scope) ? eq(files.wholeMerchant, false) : undefined,
      ),
    )
    .orderBy(desc(files.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The user sees only some payment methods or providers: a file of every one of its merchant's
 * would show them the rest.
 */
export function limitedToSomeRows(scope: DataScope): boolean {
  return scope.paymentMethodIds !== null || scope.serviceProviderIds !== null;
}

/** GET /fs/transaction-daily-report-csv/file/{name} and GET api/crm/files/?fileName= */
export function registerReportFileCalls(app: FastifyInstance): void {
  registerEndpoint(app, downloadReportFile, ({ request, reply, params }) =>
    sendReport(request, reply, params.name),
  );
  registerEndpoint(app, downloadCrmReportFile, ({ request, reply, query }) =>
    sendReport(request, reply, query.fileName),
  );
}

/** The report, sent as every download of the file service is (see sendFileDownload). */
async function sendReport(request: FastifyRequest, reply: FastifyReply, name: string) {
  const file = await withRequestScope(request, (tx, scope) => findReportFile(tx, scope, name));
  if (!file) throw AppError.notFound('File');
  return sendFileDownload(reply, file);
}
