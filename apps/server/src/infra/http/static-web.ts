import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/identity', '/reporting/', '/v1/api/', '/interaction/'];

/** Vite's output folder for files whose names carry a hash of their content. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Serves the built portal. Any other GET that accepts HTML gets index.html, so the portal's own
 * router answers deep links (spec §2: unknown paths go to /dashboard, decided by the portal).
 *
 * The build writes a Brotli and a gzip copy beside each script, style and page
 * (apps/web/scripts/precompress.ts): a browser that accepts one gets it, without compressing on
 * each request. The hashed assets never change under their name, so browsers keep them for a year
 * without asking again; index.html is asked for again each time (it names the current assets).
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'the web portal is not built; run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set after the plugin's own headers (its default is max-age=0), so these are the ones sent.
    setHeaders: (reply, file) => {
      reply.header(
        'cache-control',
        file.includes(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', (request, reply) => {
    const url = request.url;
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix)) || path.extname(url.split('?')[0] ?? '')) {
      return reply.callNotFound();
    }
    return reply.sendFile('index.html');
  });
  app.get('/', (_request, reply) => reply.sendFile('index.html'));
}
