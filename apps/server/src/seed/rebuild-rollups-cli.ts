/**
 * `npm run rollups:rebuild -w @paydesk/server`: recomputes every analytics rollup from the raw
 * transactions (after a migration that changes a family, or a fix to how one is counted) while the
 * portal keeps running: readers see the old rollups until the rebuild commits, writers are never
 * blocked, and the rollup worker waits for it (docs/analytics.md "Rebuild").
 */
import '../wiring';
import { loadConfig } from '../config';
import { openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { rebuildRollups } from '../modules/analytics';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const started = performance.now();
  await rebuildRollups(database.db);
  console.log(`Rebuilt the analytics rollups in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
