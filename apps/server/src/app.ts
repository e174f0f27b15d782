import './wiring';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AccessTokenVerifier } from './infra/auth/actor';
import { withVerifiedTokenCache } from './infra/auth/verified-token-cache';
import { type DatabaseHandle, openDatabase } from './infra/db/database';
import { migrate } from './infra/db/migrate';
import { installErrorHandler } from './infra/http/error-handler';
import { installOpenApi } from './infra/http/openapi';
import { installSecurityHeaders } from './infra/http/security-headers';
import { installStaticWeb } from './infra/http/static-web';
import { apmTransactionsModule } from './modules/apm-transactions/apm-transactions.plugin';
import { bankOrdersModule } from './modules/bank-orders/bank-orders.plugin';
import { configurationModule } from './modules/configuration/configuration.plugin';
import { disputesModule } from './modules/disputes/disputes.plugin';
import { filesModule } from './modules/files/files.plugin';
import { registerIdentity } from './modules/identity/identity.plugin';
import { lookupsModule } from './modules/lookups/lookups.plugin';
import { mailModule } from './modules/mail/mail.plugin';
import { notificationsModule } from './modules/notifications/notifications.plugin';
import { onboardingModule } from './modules/onboarding/onboarding.plugin';
import { sessionModule } from './modules/session/session.plugin';
import { ticketsModule } from './modules/support/tickets.plugin';
import { supportLabelsModule } from './modules/support-labels/support-labels.plugin';
import { supportOptionsModule } from './modules/support-options/support-options.plugin';
import { brandingModule } from './modules/tenants/branding.plugin';
import { tenantsModule } from './modules/tenants/tenants.plugin';
import { transactionJobsModule } from './modules/transaction-jobs/transaction-jobs.plugin';
import { transactionWebhooksModule } from './modules/transaction-webhooks/transaction-webhooks.plugin';
import { transactionActionsModule } from './modules/transactions/actions/transaction-actions.plugin';
import { transactionsModule } from './modules/transactions/transactions.plugin';
import { createActorRowCache, noActorRowCache } from './modules/users/actor-cache';
import { type ActorRow, createActorResolver } from './modules/users/actor-resolver';
import { usersModule } from './modules/users/users.plugin';
import { virtualTerminalModule } from './modules/virtual-terminal/virtual-terminal.plugin';
import { seedDemoData } from './seed/demo-seed';
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
  /** Sees each route as it is registered (the test that every served route is declared). */
  readonly onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
  }
}

/**
 * The whole server as one Fastify instance: infrastructure first, then identity, then the feature
 * modules in a visible order, then the built portal. `server.ts` only listens; tests build this.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 25 * 1024 * 1024,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installSecurityHeaders(app);

  const database =
    options.database ??
    (await openAndPrepare(config, (error) => app.log.error({ err: error }, 'database connection lost')));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorateRequest('actor', null);
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

  await app.register(usersModule);
  await app.register(brandingModule);
  await app.register(lookupsModule);
  await app.register(configurationModule);
  await app.register(sessionModule);
  await app.register(tenantsModule);
  await app.register(mailModule);
  await app.register(filesModule);
  // Notifications before the modules that produce them (support, onboarding).
  await app.register(notificationsModule);
  // The support desk: tickets, labels and the pickers of its dialogs.
  await app.register(ticketsModule);
  await app.register(supportLabelsModule);
  await app.register(supportOptionsModule);
  await app.register(onboardingModule);
  // Transactions: the lookup and reads, then the money actions.
  await app.register(transactionsModule);
  await app.register(transactionActionsModule);
  await app.register(transactionJobsModule);
  await app.register(disputesModule);
  await app.register(virtualTerminalModule);
  await app.register(apmTransactionsModule);
  await app.register(bankOrdersModule);
  await app.register(transactionWebhooksModule);

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
  return database;
}
