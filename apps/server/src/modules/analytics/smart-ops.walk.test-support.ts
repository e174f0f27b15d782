import { smartOpsCalls } from '@paydesk/contracts/reports/smart-ops.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';
import { WHOLE_DEMO_PERIOD } from './analytics.walk.test-support';

/**
 * The endpoint walk's valid input for the smart ops report (docs/smart-ops.md): no path parameter
 * and no rows of its own (the demo payments' routing and cascading logs are its data). The demo
 * data's whole period and one page of 100, so every provider and method the demo holds is on the
 * page and the limits walk sees the rows a provider or method limit must hide.
 */
const query = { ...WHOLE_DEMO_PERIOD, pageIndex: '0', PageSize: '100' };

export const SMART_OPS_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [smartOpsCalls.operator.id]: { query },
    [smartOpsCalls.merchant.id]: { query },
  },
  addData: async () => {},
};
