import multipart from '@fastify/multipart';
import * as calls from '@paydesk/contracts/tenant-admin/tenant-admin.endpoints';
import { MAX_BRANDING_FILE_SIZE } from '@paydesk/contracts/tenant-admin/tenant-admin.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestOriginOf } from '../../infra/audit/audit-who';
import { recordRefusedWrite } from '../../infra/audit/refused-write';
import type { Actor } from '../../infra/auth/actor';
import { reencryptAll } from '../../infra/crypto/reencrypt-job';
import type { SecretKeyPurpose } from '../../infra/crypto/tenant-keys.table';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { createIntervalWorker } from '../../infra/jobs/interval-worker';
import { narrowToTenant, scopeForActor } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { readCheckedUpload } from '../files';
import type { AdminContext } from '../user-admin';
import { settingsOf } from './tenant-admin.repository';
import {
  createTenant,
  existingTenant,
  saveBranding,
  setTenantActive,
  updateTenant,
} from './tenant-admin.service';
import { listKeys, retireKey, rotateSecretKey, uploadPublicKey } from './tenant-keys.service';

/** How often the re-encryption job looks for values not under their tenant's active data key. */
export const REENCRYPT_INTERVAL_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    tenantKeyJob: {
      runOnce(): Promise<{ moved: number }>;
      /** Start a pass right after a rotation (on; a test turns it off to see the values before they move). */
      runAfterRotation: boolean;
    };
  }
}

/**
 * Tenant management and tenant encryption keys (docs/administration.md "Tenant management",
 * "Encryption keys"): platform staff only (the declarations' audience). The handlers pick the
 * tenant's scope and call a service function, where each write and its audit record are.
 */
const tenantAdminPlugin: FastifyPluginAsync = async (app) => {
  const job = createIntervalWorker({
    intervalMs: REENCRYPT_INTERVAL_MS,
    pass: () => reencryptAll(app.database.db, app.keyring),
    log: app.log,
    failureMessage: 'the re-encryption of tenant secrets failed',
  });
  const keyJob = { runOnce: () => job.runOnce(), runAfterRotation: true };
  app.decorate('tenantKeyJob', keyJob);
  app.addHook('onReady', async () => job.start());
  app.addHook('onClose', () => job.stop());

  /**
   * Runs `fn` in a transaction in the platform caller's scope, narrowed to `tenantId` when given (the
   * key calls). The tenant writes keep the whole scope: a name is compared with every tenant's.
   */
  const run = async <T>(
    request: FastifyRequest,
    actor: Actor,
    fn: (ctx: AdminContext) => Promise<T>,
    tenantId?: string,
  ) => {
    const own = scopeForActor(actor);
    const scope = tenantId ? narrowToTenant(own, tenantId) : own;
    const origin = requestOriginOf(request);
    try {
      return await withScope(request.server.database.db, scope, (tx) =>
        fn({ tx, actor, scope, origin, publicUrl: request.server.config.publicUrl }),
      );
    } catch (error) {
      // A refused write (a taken name, a key still in use) is in the trail as denied.
      const target = (request.params as { tenantId?: string }).tenantId ?? null;
      if (request.method !== 'GET') await recordRefusedWrite(request, actor, scope, origin, error, target);
      throw error;
    }
  };

  registerEndpoint(app, calls.createTenant, ({ request, actor, body }) =>
    run(request, actor, (ctx) => createTenant(ctx, body)),
  );

  registerEndpoint(app, calls.getTenantSettings, ({ request, actor, params }) =>
    run(
      request,
      actor,
      async (ctx) => settingsOf(await existingTenant(ctx, params.tenantId)),
      params.tenantId,
    ),
  );

  registerEndpoint(app, calls.updateTenant, ({ request, actor, params, body }) =>
    run(request, actor, async (ctx) => updateTenant(ctx, await existingTenant(ctx, params.tenantId), body)),
  );

  for (const [call, isActive] of [
    [calls.activateTenant, true],
    [calls.deactivateTenant, false],
  ] as const) {
    registerEndpoint(app, call, ({ request, actor, params }) =>
      run(request, actor, async (ctx) =>
        setTenantActive(ctx, await existingTenant(ctx, params.tenantId), isActive),
      ),
    );
  }

  // The multipart parser only where the branding upload is accepted (as in the files module).
  await app.register(async (uploads) => {
    await uploads.register(multipart);
    registerEndpoint(uploads, calls.uploadTenantBranding, async ({ request, actor, params }) => {
      // The tenant first: an unknown one is a 404 before the upload is read.
      await run(request, actor, (ctx) => existingTenant(ctx, params.tenantId), params.tenantId);
      const file = await readCheckedUpload(
        request,
        MAX_BRANDING_FILE_SIZE,
        (kind) => kind === 'png' || kind === 'jpeg',
      );
      return run(
        request,
        actor,
        async (ctx) => saveBranding(ctx, await existingTenant(ctx, params.tenantId), params.asset, file),
        params.tenantId,
      );
    });
  });

  // --- Encryption keys ---------------------------------------------------------------------------

  /** A key call: the tenant's scope, 404 for an unknown tenant, then `fn`. */
  const onKeys = <T>(
    request: FastifyRequest,
    actor: Actor,
    tenantId: string,
    fn: (ctx: AdminContext) => Promise<T>,
  ) =>
    run(
      request,
      actor,
      async (ctx) => {
        await existingTenant(ctx, tenantId);
        return fn(ctx);
      },
      tenantId,
    );

  registerEndpoint(app, calls.listTenantKeys, ({ request, actor, params }) =>
    onKeys(request, actor, params.tenantId, (ctx) => listKeys(ctx.tx, params.tenantId)),
  );

  /** A rotation of a secret key; its values move in the background (the screen shows the count go down). */
  const rotate = async (
    request: FastifyRequest,
    actor: Actor,
    tenantId: string,
    purpose: SecretKeyPurpose,
  ) => {
    const rotation = await onKeys(request, actor, tenantId, (ctx) =>
      rotateSecretKey(ctx, app.keyring, tenantId, purpose),
    );
    if (keyJob.runAfterRotation)
      job
        .runOnce()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the re-encryption after a rotation failed'),
        );
    return rotation;
  };

  registerEndpoint(app, calls.rotateTenantDataKey, ({ request, actor, params }) =>
    rotate(request, actor, params.tenantId, 'data'),
  );

  registerEndpoint(app, calls.rotateTenantWebhookSigningKey, ({ request, actor, params }) =>
    rotate(request, actor, params.tenantId, 'webhook-signing'),
  );

  registerEndpoint(app, calls.retireTenantKey, ({ request, actor, params }) =>
    onKeys(request, actor, params.tenantId, (ctx) => retireKey(ctx, params.tenantId, params.keyId)),
  );

  registerEndpoint(app, calls.uploadTenantPublicKey, ({ request, actor, params, body }) =>
    onKeys(request, actor, params.tenantId, (ctx) => uploadPublicKey(ctx, params.tenantId, body)),
  );
};

/** Not encapsulated (fastify-plugin): the key job is decorated on the app, for tests and shutdown. */
export const tenantAdminModule = fp(tenantAdminPlugin, { name: 'tenant-admin' });
