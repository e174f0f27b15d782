import type { FastifyPluginAsync } from 'fastify';

/** Transaction webhook lists (wh/, wh2/) and resending an event's webhook. */
export const transactionWebhooksModule: FastifyPluginAsync = async () => {};
