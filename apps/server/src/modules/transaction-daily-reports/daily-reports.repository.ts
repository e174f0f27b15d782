import type {
  DailyReportFilePage,
  DailyReportFileQuery,
} from '@paydesk/contracts/reports/transactions-daily.schemas';
import { and, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { merchants } from '../../infra/db/schema';
import { type DataScope, narrowToTenant, scopedMerchantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { limitedToSomeRows } from '../files';
import { transactionDailyReports as daily } from './daily-reports.table';

type Query = z.output<typeof DailyReportFileQuery>;

/**
 * The daily files the caller may download, newest day first (then merchant name): the scope's
 * tenants and merchants within its customer limits, in its Test/Live mode, narrowed by `tenantId`
 * (platform staff) and `customer` (operators; a merchant user's scope is its merchant already).
 * A user limited to some payment methods or providers gets none: each file holds every one of its
 * merchant's (docs/transactions-daily.md "Who may read a file").
 */
export async function listDailyFiles(
  tx: ScopedTx,
  scope: DataScope,
  query: Query,
): Promise<DailyReportFilePage> {
  if (limitedToSomeRows(scope)) return { data: [], count: 0, withheld: true };
  const narrowed = query.tenantId ? narrowToTenant(scope, query.tenantId) : scope;
  const where = and(
    scopedMerchantCondition(narrowed, { tenantId: daily.tenantId, merchantId: daily.merchantId }),
    eq(daily.mode, scope.mode),
    gte(daily.day, query.from),
    lte(daily.day, query.to),
    query.customer?.length ? inArray(daily.merchantId, query.customer) : undefined,
  );
  const [total] = await tx.select({ count: count() }).from(daily).where(where);
  const rows = await tx
    .select({
      fileName: daily.fileName,
      day: daily.day,
      merchantId: daily.merchantId,
      merchantName: merchants.legalBusinessName,
      mode: daily.mode,
      transactions: daily.transactions,
      size: daily.size,
      createdAt: daily.createdAt,
    })
    .from(daily)
    .innerJoin(merchants, and(eq(merchants.tenantId, daily.tenantId), eq(merchants.id, daily.merchantId)))
    .where(where)
    .orderBy(desc(daily.day), merchants.legalBusinessName, daily.merchantId)
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  return {
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    count: total?.count ?? 0,
    withheld: false,
  };
}
