import type { Database } from '../../infra/db/database';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { BLUE_HARBOR, demoMerchant, demoUser, NORTHWIND } from '../../seed/demo-data';
import type { ExampleInput, ForeignIdRule, WalkUser } from '../../test/endpoint-walk';
import { storeReportFile } from './report-files';

/** Report files of a tenant and of a merchant that other callers must not reach (the walk's database only). */
export const WALK_REPORTS = {
  northwind: 'walk-northwind-daily.csv',
  blueHarbor: 'walk-blueharbor-daily.csv',
  harbourCoffee: 'walk-harbour-coffee-daily.csv',
} as const;

export async function addReportFilesWalkData(db: Database): Promise<void> {
  const admin = demoUser('platform.admin@paydesk.test');
  const createdBy = { userId: admin.id, email: admin.email };
  const report = (tenantId: string, merchantId: string | null, fileName: string) =>
    ({ tenantId, merchantId, fileName, content: 'date,count\n2025-01-01,3\n', createdBy }) as const;
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await storeReportFile(tx, report(NORTHWIND.id, null, WALK_REPORTS.northwind));
    await storeReportFile(tx, report(BLUE_HARBOR.id, null, WALK_REPORTS.blueHarbor));
    await storeReportFile(
      tx,
      report(NORTHWIND.id, demoMerchant('harbour-coffee').id, WALK_REPORTS.harbourCoffee),
    );
  });
}

/** A report name only another tenant (or, for a merchant user, another merchant) has. */
function foreignReport(caller: WalkUser): string {
  if (caller.tenantId === NORTHWIND.id) {
    return caller.audience === 'customer' ? WALK_REPORTS.harbourCoffee : WALK_REPORTS.blueHarbor;
  }
  return WALK_REPORTS.northwind;
}

export const REPORT_FILES_FOREIGN_IDS: Record<string, ForeignIdRule> = {
  'files.reportByName.name': { kind: 'tenant-owned', foreignId: foreignReport },
};

export const REPORT_FILES_WALK_EXAMPLES: Record<string, ExampleInput> = {
  'files.reportByName': { params: { name: WALK_REPORTS.northwind } },
  'files.crmReportByName': { query: { fileName: WALK_REPORTS.northwind } },
};
