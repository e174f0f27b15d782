import type { FastifyPluginAsync } from 'fastify';

/** The disputes lookup. */
export const disputesModule: FastifyPluginAsync = async () => {};
