import type { FastifyPluginAsync } from 'fastify';

/** The APM transaction lookup (api/crm/apm-transactions). */
export const apmTransactionsModule: FastifyPluginAsync = async () => {};
