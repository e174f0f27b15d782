/**
 * The transaction lookup at volume (issue 6 "Performance"), on PostgreSQL only: a new database
 * (dropped afterwards, unless BENCH_KEEP_DB=1) with the demo data and 1,000,000 generated transactions over the two demo
 * tenants and 20 live merchants (modules/transactions/transaction-generator.ts), then as Northwind's
 * tenant administrator through the server's own request handling:
 *  - p50/p95 of GET api/crm/transactions through app.inject (token check, actor, scope, SQL with
 *    its capped count, serialisation): the first page with the default filters (spec §9: systemMode
 *    2, start date today, the caller's offset), with each single filter (status, currency, merchant,
 *    external id, date range — each with systemMode 2 over the whole 90 days, the harder case), and
 *    page 1 and page 50 of the unfiltered 90 days; 50 runs after 5 warm-up runs each;
 *  - requests/s of the default lookup under autocannon (10 connections, no pipelining, 10 s) against
 *    a bare Fastify route answering the same 20 rows from memory in this same process, as a ratio;
 *  - the CSV export of the tenant's live transactions (all 90 days) streamed over HTTP from a server
 *    in a forked process of its own (transactions-bench-export-server.ts, compiled and run by plain
 *    node as `npm start` runs the server): rows/s, and that
 *    process's peak resident memory sampled every 20 ms (so neither the generator, the load
 *    generator nor the unzipping client counts); an export still running after 60 s is stopped
 *    and its rate taken over the rows sent so far.
 * BENCH_KEEP_DB=1 keeps the database (paydesk_bench_tx_kept) and reuses it on the next run: the
 * 1,000,000 rows are generated once (their dates are relative to the day they were generated).
 * Without DATABASE_URL it says so and does nothing: PGlite is not what the targets are about.
 *
 * Run alone: npx tsx src/bench/transactions-bench.ts (from apps/server, DATABASE_URL set).
 */
import { execFileSync, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createInflateRaw } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../infra/db/database';
import { migrate } from '../infra/db/migrate';
import { demoMerchant, demoUser, NORTHWIND } from '../seed/demo-data';
import { seedDemoData } from '../seed/demo-seed';
import { generateTransactions } from '../seed/transaction-generator';
import { createPostgresDatabase, dropDatabase } from '../test/database-copies';
import { createTestVerifier, signAccessToken } from '../test/test-tokens';
import type { ExportServerMessage } from './transactions-bench-export-server';

const VOLUME = 1_000_000;
const RUNS = 50;
const WARM_UP = 5;
const CONNECTIONS = 10;
const DURATION_S = 10;
const LOOKUP = '/api/crm/transactions';
const DAY = 86_400_000;
const EXPORT_LIMIT_S = 60;

interface Timing {
  readonly p50: number;
  readonly p95: number;
  readonly count: number;
  readonly capped: boolean;
  readonly rows: number;
}

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
}

async function time(app: FastifyInstance, token: string, search: string): Promise<Timing> {
  const url = `${LOOKUP}?${search}`;
  const call = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as { count: number; countIsCapped: boolean; data: unknown[] };
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const samples: number[] = [];
  let last = { count: 0, countIsCapped: false, data: [] as unknown[] };
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    last = await call();
    samples.push(performance.now() - started);
  }
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    count: last.count,
    capped: last.countIsCapped,
    rows: last.data.length,
  };
}

interface Load {
  readonly rps: number;
  readonly failures: number;
  /** This process's CPU per request: the server's and autocannon's own (both run here). */
  readonly cpuMs: number;
  /** PostgreSQL's CPU per request (its processes, from /proc; a lower bound); null where /proc cannot tell. */
  readonly databaseCpuMs: number | null;
}

async function requestsPerSecond(url: string, token?: string): Promise<Load> {
  const cpuBefore = process.cpuUsage();
  const databaseBefore = postgresCpu();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION_S,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const cpu = process.cpuUsage(cpuBefore);
  const databaseSeconds = postgresCpuSecondsBetween(databaseBefore, postgresCpu());
  const requests = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMs: (cpu.user + cpu.system) / 1000 / requests,
    databaseCpuMs: databaseSeconds === null ? null : (databaseSeconds * 1000) / requests,
  };
}

/**
 * CPU ticks used so far by each process named postgres on this machine (user + system, from
 * /proc/<pid>/stat), with the ticks per second; null off Linux. The database runs on this machine
 * in the benchmark, so the difference across a load run is what the run cost PostgreSQL.
 */
function postgresCpu(): { ticksPerSecond: number; byPid: Map<string, number> } | null {
  let ticksPerSecond: number;
  let pids: string[];
  try {
    ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const byPid = new Map<string, number>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone since the listing
    }
    // "pid (comm) state ..." — comm may hold spaces, so the fields are counted after its ')'.
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    const fields = stat.slice(close + 2).split(' ');
    byPid.set(pid, Number(fields[11]) + Number(fields[12])); // utime and stime: fields 14 and 15 of stat
  }
  return { ticksPerSecond, byPid };
}

/**
 * PostgreSQL's CPU seconds between two readings: what each process still there used since the
 * first (all of it for one started since). A backend that exited in between (the pool closes idle
 * connections) takes its share with it, so this is a lower bound, never below zero.
 */
function postgresCpuSecondsBetween(
  before: ReturnType<typeof postgresCpu>,
  after: ReturnType<typeof postgresCpu>,
): number | null {
  if (!before || !after) return null;
  let ticks = 0;
  for (const [pid, used] of after.byPid) ticks += used - (before.byPid.get(pid) ?? 0);
  return ticks / after.ticksPerSecond;
}

/**
 * The forked export server (transactions-bench-export-server.ts) and a way to ask it things. It is
 * compiled first and run by plain node, as `npm start` runs the server (scripts/build.mjs), not
 * under tsx as this benchmark is: its memory and speed are then the product's.
 */
async function startExportServer(databaseUrl: string) {
  const serverDir = fileURLToPath(new URL('../..', import.meta.url));
  execFileSync(process.execPath, ['scripts/build.mjs', '--bench'], { cwd: serverDir, stdio: 'inherit' });
  const child = fork(path.join(serverDir, 'dist/transactions-bench-export-server.mjs'), {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    execArgv: await startNodeOptions(serverDir),
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const next = <K extends ExportServerMessage['kind']>(kind: K) =>
    new Promise<Extract<ExportServerMessage, { kind: K }>>((resolve, reject) => {
      const onMessage = (message: ExportServerMessage) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<ExportServerMessage, { kind: K }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the export server exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = await next('ready');
  return {
    ...ready,
    ask: async <K extends 'reset' | 'report'>(kind: K) => {
      const answer = next(kind);
      child.send(kind);
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

/** The node options of `npm start` (package.json: `node <options> dist/server.mjs`). */
async function startNodeOptions(serverDir: string): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const options = /\bnode((?: --\S+)*) dist\/server\.mjs/.exec(pkg.scripts.start);
  if (!options) throw new Error(`npm start no longer runs "node … dist/server.mjs": ${pkg.scripts.start}`);
  return options[1]!.trim().split(' ').filter(Boolean);
}

/**
 * The export streamed over HTTP from the forked server and unzipped as it comes: data rows, seconds,
 * and the server process's peak RSS (its own sampling every 20 ms) against its RSS just before. It
 * stops reading after EXPORT_LIMIT_S (a slow export still gets a rate, over the part it sent).
 */
async function exportFigures(server: Awaited<ReturnType<typeof startExportServer>>, search: string) {
  const { rssMb: beforeMb } = await server.ask('reset');
  const started = performance.now();
  let lines = 0;
  let complete = false;
  const abort = new AbortController();
  const stop = setTimeout(() => abort.abort(), EXPORT_LIMIT_S * 1000);
  try {
    const response = await fetch(`${server.baseUrl}${LOOKUP}/csv?${search}`, {
      headers: { authorization: `Bearer ${server.token}` },
      signal: abort.signal,
    });
    if (response.status !== 200 || !response.body)
      throw new Error(`csv answered ${response.status}: ${await response.text()}`);
    const lineCounter = zipLineCounter();
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      await lineCounter.push(value);
    }
    lines = await lineCounter.end();
    complete = true;
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(stop);
  }
  const seconds = (performance.now() - started) / 1000;
  const { peakMb, heapPeakMb, externalPeakMb } = await server.ask('report');
  const rows = Math.max(0, lines - 1); // less the header line
  return {
    rows,
    seconds,
    complete,
    rowsPerSecond: rows / seconds,
    peakMb,
    beforeMb,
    growthMb: peakMb - beforeMb,
    heapPeakMb,
    externalPeakMb,
  };
}

/**
 * Counts the line feeds in the one file of a zip as it arrives: past the local file header, the
 * deflated data goes to zlib (native, like the server's deflate; fflate's inflate in JavaScript took
 * 4 s of the same two cores the export is measured on), which ignores what follows the data.
 */
function zipLineCounter() {
  const inflate = createInflateRaw();
  let header: Buffer | null = Buffer.alloc(0);
  let lines = 0;
  inflate.on('data', (chunk: Buffer) => {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  });
  const ended = new Promise<number>((resolve, reject) => {
    inflate.on('end', () => resolve(lines));
    inflate.on('error', reject);
  });
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      if (inflate.write(bytes)) resolve();
      else inflate.once('drain', resolve);
    });
  return {
    async push(bytes: Uint8Array) {
      if (header === null) return write(Buffer.from(bytes));
      header = Buffer.concat([header, bytes]);
      if (header.length < 30) return;
      if (header.readUInt32LE(0) !== 0x04034b50) throw new Error('not a zip');
      const start = 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      if (header.length < start) return;
      const rest = header.subarray(start);
      header = null;
      return write(rest);
    },
    end() {
      inflate.end();
      return ended;
    },
  };
}

/** The database BENCH_KEEP_DB=1 keeps between runs (generating 1M rows takes minutes). */
const KEPT_DATABASE = 'paydesk_bench_tx_kept';

async function scratchDatabase(adminUrl: string) {
  const keep = process.env.BENCH_KEEP_DB === '1';
  const name = keep ? KEPT_DATABASE : await createPostgresDatabase(adminUrl, 'paydesk_bench_tx');
  if (keep) await createDatabaseIfMissing(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    name,
    kept: keep,
    dispose: async () => {
      await database.close();
      if (!keep) await dropDatabase(adminUrl, name);
    },
  };
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Transactions already in a kept database (0 in a new one). */
async function transactionCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.query<{ n: string }>('select count(*)::text as n from transactions');
  return Number(row?.n ?? 0);
}

async function bareRoute(body: unknown): Promise<{ server: FastifyInstance; url: string }> {
  const server = Fastify({ logger: false });
  server.get('/bare', async () => body);
  const url = await server.listen({ host: '127.0.0.1', port: 0 });
  return { server, url: `${url}/bare` };
}

async function anExternalId(database: DatabaseHandle): Promise<string> {
  const [row] = await database.query<{ external_id: string }>(
    `select external_id from transactions where tenant_id = '${NORTHWIND.id}' and mode = 'Live'
       and external_id like 'GEN-%' order by created_at desc offset 20000 limit 1`,
  );
  if (!row) throw new Error('no generated transaction to look up');
  return row.external_id;
}

export async function runTransactionsBench(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log(
      'Transactions benchmark skipped: it runs on PostgreSQL only. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to run it.',
    );
    return;
  }
  const started = performance.now();
  const log = (message: string) =>
    console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${message}`);
  const { database, name, kept, dispose } = await scratchDatabase(adminUrl);
  try {
    await migrate(database);
    await seedDemoData(database.db);
    const present = await transactionCount(database);
    let generatedMs = 0;
    if (present >= VOLUME) {
      log(`database: PostgreSQL ${name} (kept), ${present.toLocaleString('en')} transactions already there`);
    } else {
      log(
        `database: PostgreSQL ${name} (${kept ? 'kept' : 'dropped afterwards'}); generating ${VOLUME.toLocaleString('en')} transactions`,
      );
      const generated = await generateTransactions(database, {
        total: VOLUME - present,
        onProgress: ({ done, elapsedMs }) =>
          log(
            `  ${done.toLocaleString('en')} rows (${Math.round(done / (elapsedMs / 1000)).toLocaleString('en')} rows/s)`,
          ),
      });
      generatedMs = generated.elapsedMs;
      log(`generated in ${(generated.elapsedMs / 1000).toFixed(1)} s over ${generated.merchants} merchants`);
    }
    await database.exec('vacuum analyze transactions');

    const config = { ...loadConfig({}), dataDir: 'memory://', seedDemo: false, logLevel: 'silent' };
    const app = await buildApp({ config, database, logger: false, verifier: createTestVerifier() });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    await app.scopingWorker.stop();
    await app.notifications.retention.stop();
    try {
      const admin = demoUser('tenant.admin@northwind.test');
      const token = await signAccessToken({ sub: admin.id, profile: 'crm' }, { expiresIn: 3600 });
      // The caller's local midnight (Europe/London ≈ UTC here) as the default start date (spec §9).
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const defaults = { systemMode: 2, startDate: today.toISOString(), timezoneOffset: 0 };
      const live = { systemMode: 2, timezoneOffset: 0 };
      const externalId = await anExternalId(database);
      const cases = [
        {
          name: 'first page, default filters (today)',
          search: query(defaults),
          target: 'p95 ≤ 30 ms',
          limit: 30,
        },
        {
          name: 'status=Refunded',
          search: query({ ...live, status: 'Refunded' }),
          target: 'p95 ≤ 50 ms',
          limit: 50,
        },
        {
          name: 'currency=PLN',
          search: query({ ...live, currency: 'PLN' }),
          target: 'p95 ≤ 50 ms',
          limit: 50,
        },
        {
          name: 'merchantId=Acme Retail',
          search: query({ ...live, merchantId: demoMerchant('acme').id }),
          target: 'p95 ≤ 50 ms',
          limit: 50,
        },
        {
          name: `externalId=${externalId}`,
          search: query({ ...live, externalId }),
          target: 'p95 ≤ 50 ms',
          limit: 50,
        },
        {
          name: 'date range (a week, a month ago)',
          search: query({
            ...live,
            startDate: new Date(today.getTime() - 35 * DAY).toISOString(),
            endDate: new Date(today.getTime() - 28 * DAY).toISOString(),
          }),
          target: 'p95 ≤ 50 ms',
          limit: 50,
        },
        {
          name: 'page 1, no date filter (90 days)',
          search: query({ ...live, PageIndex: 0 }),
          target: '',
          limit: 0,
        },
        {
          name: 'page 50, no date filter (90 days)',
          search: query({ ...live, PageIndex: 49 }),
          target: '≤ 2x page 1',
          limit: 0,
        },
      ];
      const timings: Timing[] = [];
      for (const c of cases) {
        const t = await time(app, token, c.search);
        timings.push(t);
        log(
          `${c.name}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms (${t.rows} rows of ${t.count})`,
        );
      }

      // Requests/s: the default lookup against the same 20 rows from memory on a bare route.
      const page = (
        await app.inject({
          method: 'GET',
          url: `${LOOKUP}?${query(defaults)}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      const bare = await bareRoute(page);
      const lookupLoad = await requestsPerSecond(`${baseUrl}${LOOKUP}?${query(defaults)}`, token);
      const bareLoad = await requestsPerSecond(bare.url);
      await bare.server.close();
      log(`autocannon: lookup ${lookupLoad.rps.toFixed(0)} req/s, bare ${bareLoad.rps.toFixed(0)} req/s`);

      const exportServer = await startExportServer(databaseUrlOf(adminUrl, name));
      let exported: Awaited<ReturnType<typeof exportFigures>>;
      try {
        exported = await exportFigures(exportServer, query(live));
      } finally {
        await exportServer.stop();
      }
      log(
        `export: ${exported.rows} rows in ${exported.seconds.toFixed(1)} s${exported.complete ? '' : ' (stopped)'}; server RSS ${exported.beforeMb.toFixed(0)} MB before, peak ${exported.peakMb.toFixed(0)} MB (V8 heap peak ${exported.heapPeakMb.toFixed(0)} MB, external ${exported.externalPeakMb.toFixed(0)} MB)`,
      );

      report(cases, timings, lookupLoad, bareLoad, exported, generatedMs);
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

function loadRow(name: string, load: Load): string[] {
  return [name, `${load.rps.toFixed(0)} req/s`, '', `${load.failures} failed`, '', ''];
}

/** What one request cost under load: where the ratio's time goes. */
function cpuPerRequest(load: Load): string {
  const database = load.databaseCpuMs === null ? 'n/a' : `${load.databaseCpuMs.toFixed(2)} ms`;
  return `this process (server and autocannon) ${load.cpuMs.toFixed(2)} ms, PostgreSQL ${database}`;
}

function report(
  cases: readonly { name: string; target: string; limit: number }[],
  timings: readonly Timing[],
  lookupLoad: Load,
  bareLoad: Load,
  exported: Awaited<ReturnType<typeof exportFigures>>,
  generatedMs: number,
): void {
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const page1 = timings[cases.length - 2];
  const page50 = timings[cases.length - 1];
  const rows: string[][] = cases.map((c, i) => {
    const t = timings[i];
    if (!t) return [c.name];
    const verdict =
      c.limit > 0
        ? ok(t.p95 <= c.limit)
        : i === cases.length - 1 && page1
          ? `${ok(t.p95 <= 2 * page1.p95)} (${(t.p95 / page1.p95).toFixed(2)}x)`
          : '';
    return [
      c.name,
      `${t.p50.toFixed(1)} ms`,
      `${t.p95.toFixed(1)} ms`,
      `${t.rows} / ${t.count.toLocaleString('en')}${t.capped ? '+' : ''}`,
      c.target,
      verdict,
    ];
  });
  const ratio = lookupLoad.rps / bareLoad.rps;
  rows.push(
    loadRow('lookup under autocannon', lookupLoad),
    loadRow('bare Fastify, same 20 rows', bareLoad),
    ['ratio lookup / bare', ratio.toFixed(2), '', '', '≥ 0.3', ok(ratio >= 0.3)],
    [
      'CSV export (live, 90 days)',
      `${Math.round(exported.rowsPerSecond).toLocaleString('en')} rows/s`,
      '',
      `${exported.rows.toLocaleString('en')} rows in ${exported.seconds.toFixed(1)} s${exported.complete ? '' : ` (stopped after ${EXPORT_LIMIT_S} s)`}`,
      '≥ 50,000 rows/s',
      ok(exported.rowsPerSecond >= 50_000),
    ],
    [
      'export peak RSS (server process)',
      `${exported.peakMb.toFixed(0)} MB`,
      '',
      `+${exported.growthMb.toFixed(0)} MB during the export`,
      '< 256 MB',
      ok(exported.peakMb < 256),
    ],
  );
  console.log('');
  console.log(
    `GET ${LOOKUP} as Northwind's tenant administrator, ${VOLUME.toLocaleString('en')} transactions (${generatedMs > 0 ? `generated in ${(generatedMs / 1000).toFixed(0)} s` : 'kept from an earlier run'}), PostgreSQL; p50/p95 of ${RUNS} runs through app.inject`,
  );
  const header = ['measure', 'p50 / figure', 'p95', 'rows / count (+ = capped)', 'target', ''];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  if (page1 && page50) console.log(`page 50 / page 1 (p95): ${(page50.p95 / page1.p95).toFixed(2)}x`);
  console.log(
    `CPU per request under autocannon: lookup: ${cpuPerRequest(lookupLoad)}; bare: ${cpuPerRequest(bareLoad)}`,
  );
  console.log(
    `Counts stop at 10,000 (TRANSACTION_PAGING.countCap; the portal shows "10000+"): capped, neither estimated nor cached. ` +
      `machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log('');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runTransactionsBench();
