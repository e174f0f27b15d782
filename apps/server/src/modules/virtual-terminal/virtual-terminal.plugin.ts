import type { FastifyPluginAsync } from 'fastify';

/** The virtual terminal: card-not-present payments entered by staff, through the processor. */
export const virtualTerminalModule: FastifyPluginAsync = async () => {};
