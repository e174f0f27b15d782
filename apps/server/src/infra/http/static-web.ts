import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/identity', '/reporting/', '/v1/api/', '/interaction/'];

/**
 * Serves the built portal. Any other GET that accepts HTML gets index.html, so the portal's own
 * router answers deep links (spec §2: unknown paths go to /dashboard, decided by the portal).
 */
export async function installStaticWeb(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'the web portal is not built; run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.get('/*', (request, reply) => {
    const url = request.url;
    if (API_PREFIXES.some((prefix) => url.startsWith(prefix)) || path.extname(url.split('?')[0] ?? '')) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
}
