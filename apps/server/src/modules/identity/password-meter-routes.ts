import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PASSWORD_METER_SCRIPT,
  PASSWORD_METER_SCRIPT_PATH,
  ZXCVBN_ASSET_BASE,
  ZXCVBN_BUNDLES,
} from './pages/password-meter';

type BundleName = (typeof ZXCVBN_BUNDLES)[number];

const require = createRequire(import.meta.url);
const bundles = new Map<BundleName, string>();

/**
 * A zxcvbn-ts browser bundle (the packages' own `dist/zxcvbn-ts.js`, which sets `window.zxcvbnts`),
 * read once from node_modules on its first request. The source-map comment is cut: the maps are not
 * served.
 */
function bundle(name: BundleName): string {
  let text = bundles.get(name);
  if (text === undefined) {
    const file = readFileSync(require.resolve(`@zxcvbn-ts/${name}/dist/zxcvbn-ts.js`), 'utf8');
    text = file.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    bundles.set(name, text);
  }
  return text;
}

const isBundle = (name: string): name is BundleName => (ZXCVBN_BUNDLES as readonly string[]).includes(name);

/** The meter's script and the zxcvbn-ts bundles it fetches on the first focus of a password field. */
export function passwordMeterRoutes(app: FastifyInstance): void {
  app.get(PASSWORD_METER_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PASSWORD_METER_SCRIPT),
  );

  app.get(
    `${ZXCVBN_ASSET_BASE}:name.js`,
    async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
      const { name } = request.params;
      if (!isBundle(name)) return reply.callNotFound();
      // The packages are pinned: a day's cache is safe and spares the 1.7 MB on the next page.
      return reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(bundle(name));
    },
  );
}
