import type { ModuleWalk } from '../../test/endpoint-walk';

/** The endpoint walk's rules, inputs and data for this module (wired in src/endpoints.test.ts). */
export const DISPUTES_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {},
  addData: async () => {},
};
