/**
 * A build step of the portal (vite.config.ts): beside each script, style sheet, page and SVG of the
 * build, a Brotli (.br) and a gzip (.gz) copy, which the Paydesk server sends to browsers that
 * accept them (apps/server/src/infra/http/static-web.ts). The portal's scripts are about a third of
 * their size gzip and less with Brotli, and compressing once at build costs nothing per request.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/** Writes the compressed copies of `file` (a path); returns the Brotli copy's size in bytes. */
export function precompressFile(file: string): number {
  const data = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  return brotli.length;
}

/** The Vite plugin: compresses every compressible file of the bundle once it is written. */
export function precompress(): Plugin {
  return {
    name: 'paydesk-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(name)) precompressFile(join(dir, name));
      }
    },
  };
}
