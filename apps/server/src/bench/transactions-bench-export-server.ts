/**
 * The server the transactions benchmark exports from, in a process of its own (forked by
 * transactions-bench.ts), so that its peak resident memory is the export's and the server's alone:
 * not the generator's, the load generator's or the client's that unzips and counts the lines. It is
 * run compiled (scripts/build.mjs --bench, dist/transactions-bench-export-server.mjs) by plain node,
 * as `npm start` runs the server.
 *
 * Messages: it sends { kind: 'ready', baseUrl, token, rssMb } once listening; on 'reset' it
 * restarts its peak from the current RSS and answers { kind: 'reset', rssMb }; on 'report' it
 * answers { kind: 'report', peakMb }; on 'stop' it closes and exits. RSS is sampled every 20 ms.
 */
import '../wiring';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../infra/db/database';
import { demoUser } from '../seed/demo-data';
import { createTestVerifier, signAccessToken } from '../test/test-tokens';

export type ExportServerMessage =
  | { kind: 'ready'; baseUrl: string; token: string; rssMb: number }
  | { kind: 'reset'; rssMb: number }
  | { kind: 'report'; peakMb: number; heapPeakMb: number; externalPeakMb: number };

const MB = 2 ** 20;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) throw new Error('Run by transactions-bench.ts (fork, BENCH_DATABASE_URL)');
const send = (message: ExportServerMessage) => process.send?.(message);

const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
const app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
await app.scopingWorker.stop();
await app.notifications.retention.stop();
const admin = demoUser('tenant.admin@northwind.test');
const token = await signAccessToken({ sub: admin.id, profile: 'crm' }, { expiresIn: 3600 });

let peak = process.memoryUsage().rss;
let heapPeak = 0;
let externalPeak = 0;
const sampler = setInterval(() => {
  const usage = process.memoryUsage();
  peak = Math.max(peak, usage.rss);
  heapPeak = Math.max(heapPeak, usage.heapTotal);
  externalPeak = Math.max(externalPeak, usage.external);
}, 20);

process.on('message', async (message) => {
  if (message === 'reset') {
    peak = process.memoryUsage().rss;
    heapPeak = 0;
    externalPeak = 0;
    send({ kind: 'reset', rssMb: peak / MB });
  } else if (message === 'report') {
    send({
      kind: 'report',
      peakMb: Math.max(peak, process.memoryUsage().rss) / MB,
      heapPeakMb: heapPeak / MB,
      externalPeakMb: externalPeak / MB,
    });
  } else if (message === 'stop') {
    clearInterval(sampler);
    await app.close();
    await database.close();
    process.exit(0);
  }
});
send({ kind: 'ready', baseUrl, token, rssMb: process.memoryUsage().rss / MB });
