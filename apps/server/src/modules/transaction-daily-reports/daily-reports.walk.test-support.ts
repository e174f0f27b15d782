import { transactionsDailyCalls } from '@paydesk/contracts/reports/transactions-daily.endpoints';
import type { ModuleWalk } from '../../test/endpoint-walk';
import { writeDailyReports } from './daily-report-pass';

/**
 * The endpoint walk's valid input for the transactions daily lists: the last ten days (the sampler
 * cannot make two days in order). Its data: the nightly pass run once over the demo transactions,
 * so the lists answer files of several merchants and the limits walk sees rows outside a limit.
 */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const query = { from: day(10), to: day(0), pageIndex: '0', pageSize: '100' };

export const TRANSACTIONS_DAILY_WALK: ModuleWalk = {
  foreignIds: {},
  examples: {
    [transactionsDailyCalls.operatorFiles.id]: { query },
    [transactionsDailyCalls.merchantFiles.id]: { query },
  },
  addData: async (db) => {
    // Every file of the week, in as many passes as it takes.
    while ((await writeDailyReports(db, new Date(), 500)).written > 0);
  },
};
