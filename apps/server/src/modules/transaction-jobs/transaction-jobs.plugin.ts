import type { FastifyPluginAsync } from 'fastify';

/** Bulk updates (platform), bulk actions (tenant, merchant) and export jobs: persistent, with progress, restart-safe. */
export const transactionJobsModule: FastifyPluginAsync = async () => {};
