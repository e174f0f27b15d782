import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { tenantAssets } from '../../infra/db/schema';
import { AppError } from '../../infra/errors/app-error';
import { scopedTenantCondition, tenantOnlyScope } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_NAME = /^[a-z0-9-]+\.(svg|png|jpg|ico|webp)$/;

/** Paydesk's own logo and favicon, for platform staff (who have no tenant). */
const PLATFORM_FILES = new Map(
  ['logo.svg', 'favicon.svg'].map((name) => [
    name,
    readFileSync(new URL(`../../seed/assets/platform/${name}`, import.meta.url)),
  ]),
);

/**
 * GET /branding/{tenantId}/{file}: a tenant's logo and favicon (spec §1: "The logo and favicon come
 * from the user's profile"), public because the sign-in page shows them before anyone signs in.
 * Served from this origin, which the portal's CSP (img-src 'self') requires. An SVG may hold script,
 * so each file gets a CSP that forbids it should someone open the file directly.
 */
export const brandingModule: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { tenantId: string; file: string } }>(
    '/branding/:tenantId/:file',
    async (request, reply) => {
      const { tenantId, file } = request.params;
      if (!FILE_NAME.test(file)) throw AppError.notFound('File');
      if (tenantId === 'platform') {
        const content = PLATFORM_FILES.get(file);
        if (!content) throw AppError.notFound('File');
        return sendFile(reply, 'image/svg+xml', content);
      }
      if (!UUID.test(tenantId)) throw AppError.notFound('File');
      const scope = tenantOnlyScope(tenantId);
      const asset = await withScope(app.database.db, scope, async (tx) => {
        const rows = await tx
          .select({ contentType: tenantAssets.contentType, content: tenantAssets.content })
          .from(tenantAssets)
          .where(and(scopedTenantCondition(scope, tenantAssets.tenantId), eq(tenantAssets.name, file)))
          .limit(1);
        return rows[0];
      });
      if (!asset) throw AppError.notFound('File');
      return sendFile(reply, asset.contentType, asset.content);
    },
  );
};

function sendFile(reply: FastifyReply, contentType: string, content: Uint8Array) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=300')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
}
