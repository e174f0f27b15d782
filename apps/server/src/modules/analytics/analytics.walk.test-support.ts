import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { reportToolCalls } from '@paydesk/contracts/reports/report-tool.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';
import { shapeOf } from '../../test/zod-samples';

/**
 * The walks' part for the report calls: no path parameters, but a report's default period is the
 * caller's today, whose few demo payments may all be one provider's or method's (so a limit would
 * hide nothing and the limits walk would prove nothing). Every call with a period asks for the demo
 * data's whole 90 days, read when the walk starts.
 */
const DAY_MS = 86_400_000;
const now = Date.now();
export const WHOLE_DEMO_PERIOD = {
  startDate: new Date(now - 91 * DAY_MS).toISOString(),
  endDate: new Date(now + DAY_MS).toISOString(),
};

/** The report tool's token calls: a key hash of the right shape (the check then answers 409). */
const KEY_HASH = 'A'.repeat(43);
const TOKEN_EXAMPLES = {
  [reportToolCalls.issueToken.id]: { body: { report: 'data-analytics', keyHash: KEY_HASH } },
  [reportToolCalls.checkToken.id]: { body: { token: 'walk', report: 'data-analytics', keyHash: KEY_HASH } },
};

/** The walk of the report calls the analytics module serves (modules.ts). */
export function analyticsWalk(serves: readonly AnyEndpoint[]): ModuleWalk {
  return {
    foreignIds: {},
    examples: {
      ...Object.fromEntries(
        serves.filter((e) => shapeOf(e.query)?.startDate).map((e) => [e.id, { query: WHOLE_DEMO_PERIOD }]),
      ),
      ...TOKEN_EXAMPLES,
    },
    addData: async () => {},
  };
}
