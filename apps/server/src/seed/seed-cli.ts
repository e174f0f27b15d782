/**
 * `npm run seed` (from the repository root or apps/server): opens the configured database
 * (DATABASE_URL, else the PGlite folder), applies the migrations and seeds the demo data unless it
 * is there already.
 *
 * `npm run seed -- --transactions N` then adds N generated transactions over the two demo tenants
 * and 20 live merchants (modules/transactions/transaction-generator.ts; docs/transactions.md
 * "Demo data and volume"), printing progress and the rate, then rebuilds the analytics rollups.
 */
import '../wiring';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { rebuildRollups } from '../modules/analytics';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoData } from './demo-seed';
import { generateTransactions } from './transaction-generator';

function transactionCount(): number | null {
  const { values } = parseArgs({ options: { transactions: { type: 'string' } }, strict: true });
  if (values.transactions === undefined) return null;
  const count = Number(values.transactions.replace(/[_,]/g, ''));
  if (!Number.isSafeInteger(count) || count <= 0) {
    console.error(`--transactions needs a positive whole number, not "${values.transactions}"`);
    process.exit(2);
  }
  return count;
}

const count = transactionCount();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const applied = await migrate(database);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Migrations: up to date');
  await seedDemoData(database.db);
  console.log(`Demo data is in ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`);
  console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(32)} ${account.description}`);
  if (count !== null) {
    console.log(`Generating ${count.toLocaleString('en')} transactions…`);
    const result = await generateTransactions(database, {
      total: count,
      onProgress: ({ done, total, elapsedMs }) =>
        console.log(
          `  ${done.toLocaleString('en').padStart(11)} / ${total.toLocaleString('en')}  ` +
            `${(elapsedMs / 1000).toFixed(1)} s  ${Math.round(done / (elapsedMs / 1000)).toLocaleString('en')} rows/s`,
        ),
    });
    const seconds = result.elapsedMs / 1000;
    console.log(
      `Added ${count.toLocaleString('en')} transactions (${result.payments.toLocaleString('en')} payments, ` +
        `${result.children.toLocaleString('en')} refunds, chargebacks and payouts) over ${result.merchants} merchants ` +
        `in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')} rows/s), external ids from ` +
        `GEN-${String(result.firstNumber).padStart(9, '0')}.`,
    );
    // One rebuild is quicker than the worker folding a million logged events, and leaves the log empty.
    const rebuildStarted = performance.now();
    await rebuildRollups(database.db);
    console.log(
      `Rebuilt the analytics rollups in ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}
