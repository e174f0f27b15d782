import { and, type SQL, sql } from 'drizzle-orm';
import {
  type DataScope,
  scopedMerchantCondition,
  scopedTenantCondition,
} from '../../infra/tenancy/data-scope';
import { files } from './files.table';

/**
 * The files a scope may see. A merchant user: its own merchant's files. Tenant staff: the tenant's
 * own files (no merchant) and its merchants' files within their customer limits. Platform staff:
 * every file of the visible tenants. Row-level security (0004_files_labels_mail.sql) is the second line.
 */
export function visibleFilesCondition(scope: DataScope): SQL | undefined {
  const merchantFiles = scopedMerchantCondition(scope, {
    tenantId: files.tenantId,
    merchantId: files.merchantId,
  });
  if (scope.merchantId !== null) return merchantFiles;
  // A tenant's own files carry no merchant, so customer limits do not hide them.
  return and(
    scopedTenantCondition(scope, files.tenantId),
    sql`(${files.merchantId} is null or ${merchantFiles ?? sql`true`})`,
  );
}
