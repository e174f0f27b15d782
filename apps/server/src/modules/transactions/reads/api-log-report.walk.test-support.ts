import {
  crmApiLogReport,
  merchantApiLogReport,
} from '@paydesk/contracts/transactions/api-log-report.endpoints';
import type { ModuleWalk } from '../../../test/endpoint-walk';

/**
 * The endpoint walk's part for the API logs report: no path parameter (so no foreign id; the scope
 * is tested in api-log-report.test.ts), and a valid query of the whole book's first 100 logs (the
 * demo data's, of many merchants), so the per-user limits walk sees rows a limit must hide.
 */
const query = { pageIndex: '0', pageSize: '100' };

export const API_LOG_REPORT_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [crmApiLogReport.list.id]: { query },
    [merchantApiLogReport.list.id]: { query },
  },
  async addData() {},
};
