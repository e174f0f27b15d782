import type { FastifyPluginAsync } from 'fastify';

/** Bank-order uploads (api/crm/tenpaybankorders) and banking payments. */
export const bankOrdersModule: FastifyPluginAsync = async () => {};
