import { endpointsIn } from '@paydesk/contracts/http/endpoint-family';
import * as reportCharts from '@paydesk/contracts/reports/report-charts.endpoints';
import * as reportTables from '@paydesk/contracts/reports/report-tables.endpoints';
import * as reportWidgets from '@paydesk/contracts/reports/report-widgets.endpoints';
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
const WHOLE_DEMO_PERIOD = {
  startDate: new Date(now - 91 * DAY_MS).toISOString(),
  endDate: new Date(now + DAY_MS).toISOString(),
};

const REPORT_CALLS = [
  ...endpointsIn(reportCharts),
  ...endpointsIn(reportTables),
  ...endpointsIn(reportWidgets),
];

export const ANALYTICS_WALK: ModuleWalk = {
  foreignIds: {},
  examples: Object.fromEntries(
    REPORT_CALLS.filter((e) => shapeOf(e.query)?.startDate).map((e) => [e.id, { query: WHOLE_DEMO_PERIOD }]),
  ),
  addData: async () => {},
};
