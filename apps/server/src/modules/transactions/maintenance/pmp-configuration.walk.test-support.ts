import { pmpConfigurationReport } from '@paydesk/contracts/transactions/pmp-configuration.endpoints';
import type { ModuleWalk } from '../../../test/endpoint-walk';

/**
 * The endpoint walk's part for the PMP configuration report: no path parameter (so no foreign id;
 * the scope is tested in pmp-configuration.test.ts), no rows of its own (the demo merchants'
 * payment channels are its data), and a valid query of the first 100 rows, so the per-user limits
 * walk sees rows of other merchants, methods and providers that a limit must hide.
 */
export const PMP_CONFIGURATION_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [pmpConfigurationReport.id]: { query: { pageIndex: '0', pageSize: '100' } },
  },
  async addData() {},
};
