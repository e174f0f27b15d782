import { supportAnalytics } from '@paydesk/contracts/support/support-analytics.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';

/**
 * The endpoint walk's valid input for the support analytics report: a forward period the sampler
 * cannot make (its two instants must be in order). It has no path parameter and no rows of its own
 * (the demo tickets are its data).
 */
export const SUPPORT_ANALYTICS_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [supportAnalytics.id]: {
      query: {
        from: '2026-01-01T00:00:00.000Z',
        to: '2026-01-31T00:00:00.000Z',
        groupBy: 'label',
        timezoneOffset: '60',
        pageIndex: '0',
        pageSize: '20',
      },
    },
  },
  addData: async () => {},
};
