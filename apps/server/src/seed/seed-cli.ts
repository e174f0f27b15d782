/**
 * `npm run seed -w @paydesk/server`: opens the configured database (DATABASE_URL, else the PGlite
 * folder), applies the migrations and seeds the demo data unless it is there already.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './demo-seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(database);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Migrations: up to date');
  await seedDemoData(database.db);
  console.log(`Demo data is in ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(32)} ${account.description}`);
} finally {
  await database.close();
}
