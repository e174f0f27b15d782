import './wiring';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AccessTokenVerifier } from './infra/auth/actor';
import { withVerifiedTokenCache } from './infra/auth/verified-token-cache';
import { createKeyring, type Keyring } from './infra/crypto/keyring';
import { resolveRootKey } from './infra/crypto/root-key';
import { type DatabaseHandle, openDatabase } from './infra/db/database';
import { migrate } from './infra/db/migrate';
import { installErrorHandler } from './infra/http/error-handler';
import { installOpenApi } from './infra/http/openapi';
import { installSecurityHeaders } from './infra/http/security-headers';
import { installStaticWeb } from './infra/http/static-web';
import { createStepUpServices } from './infra/step-up/step-up-guard';
import { FEATURE_MODULES, type FeatureModuleName } from './modules';
import { registerIdentity } from './modules/identity/identity.plugin';
import { createActorRowCache, noActorRowCache } from './modules/users/actor-cache';
import { type ActorRow, createActorResolver } from './modules/users/actor-resolver';
import { seedDemoData } from './seed/demo-seed';
import { pointDemoWebhookAt } from './seed/demo-transaction-maintenance';
import { ensureReferenceData } from './seed/reference-data';

export interface BuildAppOptions {
  readonly config: AppConfig;
  /** An already opened and migrated database (tests share one); else opened from the config. */
  readonly database?: DatabaseHandle;
  readonly logger?: boolean;
  /**
   * Verifies access tokens instead of the identity provider, which is then not mounted (route tests
   * sign their own tokens: fast, and independent of the sign-in flow).
   */
  readonly verifier?: AccessTokenVerifier;
  /**
   * Keep who each caller is between requests (modules/users/actor-cache.ts); on unless false. Tests
   * that change a user and act as them at once turn it off: on PostgreSQL the change's announcement
   * comes a moment after its commit, over another connection.
   */
  readonly actorCache?: boolean;
  /**
   * Sees each route as it is registered, with the feature module registering it (none for identity's
   * and the portal's): the test that every served route is declared, by the module that serves it.
   */
  readonly onRoute?: (route: RouteOptions, module: FeatureModuleName | undefined) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    /** The tenant keys under the root key (docs/administration.md "Encryption keys"). */
    keyring: Keyring;
  }
}

/**
 * The whole server as one Fastify instance: infrastructure first, then identity, then the feature
 * modules in their list's order (modules.ts), then the built portal. `server.ts` only listens; tests build this.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 25 * 1024 * 1024,
  });
  let loadingModule: FeatureModuleName | undefined;
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route, loadingModule));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });

  const database =
    options.database ??
    (await openAndPrepare(config, (error) => app.log.error({ err: error }, 'database connection lost')));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('keyring', createKeyring(resolveRootKey(config, (message) => app.log.warn(message))));
  app.decorateRequest('actor', null);
  app.decorateRequest('stepUpUsed', false);
  app.decorate('stepUp', createStepUpServices(database.db));
  if (!options.database) app.addHook('onClose', () => database.close());

  await installOpenApi(app);

  const verifier = withVerifiedTokenCache(
    options.verifier ?? (await registerIdentity(app, { config, db: database.db })),
  );
  const actorRows =
    options.actorCache === false
      ? noActorRowCache<ActorRow>()
      : await createActorRowCache<ActorRow>({ database, log: app.log });
  // Added after the database's own onClose, so it runs before it (onClose hooks run last-added
  // first): the cache's LISTEN connection goes back before the pool ends.
  app.addHook('onClose', () => actorRows.close());
  app.decorate('auth', { verifier, actors: createActorResolver(database.db, actorRows) });

  // One feature module at a time, in the list's order (modules.ts): a route registered while a
  // module loads is that module's (onRoute's second argument).
  for (const module of FEATURE_MODULES) {
    loadingModule = module.name;
    await app.register(module.plugin);
  }
  loadingModule = undefined;

  await installStaticWeb(app, config.webDistDir);
  return app;
}

export async function openAndPrepare(
  config: AppConfig,
  onIdleError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError,
  });
  await migrate(database);
  // Countries, currencies, payment methods and service providers are reference data every
  // installation needs; the demo tenants, merchants and users only when asked for.
  await ensureReferenceData(database.db);
  if (config.seedDemo) await seedDemoData(database.db);
  if (config.seedDemo && config.demoWebhookUrl) await pointDemoWebhookAt(database.db, config.demoWebhookUrl);
  return database;
}
