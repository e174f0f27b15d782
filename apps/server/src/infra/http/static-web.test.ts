import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installStaticWeb } from './static-web';

/** A built portal in miniature: index.html and one hashed script, each with its compressed copies. */
let dist: string;
let app: FastifyInstance;
const SCRIPT = 'console.log("Paydesk");'.repeat(200);
const PAGE = '<!doctype html><title>Paydesk</title><div id="root"></div>';

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content));
  writeFileSync(`${file}.br`, brotliCompressSync(content));
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'paydesk-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCopies(path.join(dist, 'index.html'), PAGE);
  writeWithCopies(path.join(dist, 'assets', 'main-AbC123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await installStaticWeb(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*', ...(encoding && { 'accept-encoding': encoding }) },
  });

describe('the built portal as the server sends it', () => {
  it('sends the Brotli or gzip copy a browser accepts, and the file itself to one that accepts neither', async () => {
    const brotli = await get('/assets/main-AbC123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gzip = await get('/assets/main-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/main-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep a hashed asset for a year, and asks again for the page each time', async () => {
    expect((await get('/assets/main-AbC123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const page = await get('/transaction-management/transaction-lookup', 'gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect((await get('/')).body).toBe(PAGE);
    // A file outside the hashed assets keeps the default (revalidated) caching.
    expect((await get('/favicon.svg')).headers['cache-control']).not.toContain('immutable');
  });
});
