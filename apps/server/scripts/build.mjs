// Compiles the server for `npm start`: src/server.ts bundled by esbuild into dist/server.mjs, with
// the packages of package.json left as imports of node_modules (@paydesk/contracts, TypeScript
// source, is bundled). Run by plain node, the server neither compiles TypeScript as it loads nor
// keeps tsx's loader thread: measured idle on PostgreSQL, 140 MB resident against about 230 MB
// under tsx. `--bench` also compiles the transactions benchmark's export server
// (dist/transactions-bench-export-server.mjs), so that the benchmark measures the server as it runs.
//
// `npm start` runs the bundle with --max-old-space-size=1024. Not for the limit itself (the live heap
// is about 45 MB): with any explicit limit V8 grows the heap in smaller steps than with its default
// (4 GB on a 24 GB machine), and collects sooner. Measured on the 424,124-row CSV export: peak RSS
// 260–287 MB without it, 166–183 MB with limits from 192 to 1024 MB, at a similar rate. The
// transactions benchmark reads the options from the start script and runs its server with them.
//
// Files found next to a module (migrations, seed assets, the web build) are read through
// `import.meta.url`; in the bundle it would name dist/, so each source file's import.meta.url is
// rewritten to the URL of that source file, relative to the bundle (dist/ sits beside src/).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => name !== '@paydesk/contracts')
  .flatMap((name) => [name, `${name}/*`]);

/** import.meta.url in a source file → that file's own URL, wherever the bundle is. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]apps[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const entryPoints = { server: path.join(root, 'src/server.ts') };
if (process.argv.includes('--bench'))
  entryPoints['transactions-bench-export-server'] = path.join(
    root,
    'src/bench/transactions-bench-export-server.ts',
  );

const result = await build({
  entryPoints,
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [sourceUrls],
  logLevel: 'warning',
  write: false,
  metafile: true,
});

// `npm start` must run with the runtime dependencies alone: a package the bundle imports that is
// only a development dependency (a benchmark client, a TypeScript loader) would be missing where
// the server is installed without them. The bundle's imports are checked here, where they are known.
const runtime = new Set(Object.keys(pkg.dependencies));
const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('server.mjs')) continue;
  const devOnly = output.imports
    .filter((entry) => entry.external && !entry.path.startsWith('node:'))
    .map((entry) => packageOf(entry.path))
    .filter((name) => !runtime.has(name));
  if (devOnly.length > 0) {
    throw new Error(`${file} imports development dependencies: ${[...new Set(devOnly)].join(', ')}`);
  }
}

// Each file is written aside and renamed into place: several servers started at once (the browser
// tests start three) each build, and none may load a file another is still writing.
await mkdir(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const aside = `${file.path}.${process.pid}.tmp`;
  await writeFile(aside, file.contents);
  await rename(aside, file.path);
}
